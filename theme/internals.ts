/**
 * Every file of the installed `@rspress/core` that the theme reaches by its path inside the
 * package's `dist/` folder instead of by an exported name (`@rspress/core/theme-original`,
 * `/runtime`): the framework does not export these, so an upgrade may move or change them
 * without notice. Nothing else in the theme imports from `dist/`. tests/unit/ejected-copies.test.ts
 * pins each path below with the SHA-256 of its file (theme/ejected.ts), so an upgrade that moves
 * or changes one fails there, naming the file, instead of breaking the build or the page.
 */

// Stylesheets of framework components whose class names the theme's copies keep, so their
// look comes with them. Imported once here, after the default theme's own styles.
import '@rspress/core/dist/theme/components/CodeButtonGroup/index.css';
import '@rspress/core/dist/theme/components/CodeButtonGroup/CopyCodeButton.css';
import '@rspress/core/dist/theme/components/HomeFeature/index.css';
import '@rspress/core/dist/theme/components/HomeFooter/index.css';
import '@rspress/core/dist/theme/components/HomeHero/index.css';
import '@rspress/core/dist/theme/components/HoverGroup/index.css';
import '@rspress/core/dist/theme/components/Llms/index.css';
import '@rspress/core/dist/theme/components/Llms/LlmsCopyButton.css';
import '@rspress/core/dist/theme/components/Nav/index.css';
import '@rspress/core/dist/theme/components/Nav/NavMenu.css';
import '@rspress/core/dist/theme/components/NavHamburger/index.css';
import '@rspress/core/dist/theme/components/NavScreen/index.css';
import '@rspress/core/dist/theme/components/NavScreen/NavScreenAppearance.css';
import '@rspress/core/dist/theme/components/NavScreen/NavScreenLangs.css';
import '@rspress/core/dist/theme/components/NavScreen/NavScreenMenuItem.css';
import '@rspress/core/dist/theme/components/NavTitle/index.css';
import '@rspress/core/dist/theme/components/Search/SearchButton.css';
import '@rspress/core/dist/theme/components/Search/SearchPanel.css';
import '@rspress/core/dist/theme/components/Sidebar/SidebarGroup.css';
import '@rspress/core/dist/theme/components/SocialLinks/index.css';
import '@rspress/core/dist/theme/components/SwitchAppearance/index.css';
import '@rspress/core/dist/theme/components/Tabs/index.css';
import '@rspress/core/dist/theme/layout/NotFountLayout/index.css';

/** The markdown twin's address and text of a page, for the "Copy page" button. */
export { getLlmsCopyContent } from '@rspress/core/dist/theme/components/Llms/getLlmsCopyContent.js';
export { useMdUrl } from '@rspress/core/dist/theme/components/Llms/useMdUrl.js';
/** The navbar's language menu (its items and current language), shared by the navbar and the phone menu. */
export { useLangsMenu } from '@rspress/core/dist/theme/components/Nav/hooks.js';
/** The Bun icon of the install tabs: the framework draws the other package managers' icons itself. */
export { Bun } from '@rspress/core/dist/theme/components/PackageManagerTabs/icons/Bun.js';
/** The sidebar copy renders the framework's own items, dividers and section headers. */
export { SidebarDivider } from '@rspress/core/dist/theme/components/Sidebar/SidebarDivider.js';
export { SidebarItem, SidebarItemRaw } from '@rspress/core/dist/theme/components/Sidebar/SidebarItem.js';
export { SidebarSectionHeader } from '@rspress/core/dist/theme/components/Sidebar/SidebarSectionHeader.js';
export { isSidebarDivider, isSidebarSectionHeader } from '@rspress/core/dist/theme/components/Sidebar/utils.js';
/** One social link with the framework's icon table, rather than a copy of the table. */
export { SocialLink } from '@rspress/core/dist/theme/components/SocialLinks/SocialLink.js';

/**
 * The provider that downloads a language's built search index. Search code loads on first use,
 * so this is fetched then and not with the page.
 */
export const loadLocalProvider = async () =>
  (await import('@rspress/core/dist/theme/components/Search/logic/providers/LocalProvider.js')).LocalProvider;

/** The styles of the search results, fetched with the results code when search is first used. */
export const loadSearchResultStyles = () =>
  Promise.all([
    import('@rspress/core/dist/theme/components/Search/SuggestItem.css'),
    import('@rspress/core/dist/theme/components/Search/NoSearchResult.css'),
  ]);
