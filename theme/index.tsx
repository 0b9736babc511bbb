/**
 * Theme wiring: the default theme, with the few components this site needs changed. Each override
 * lives in the folder of the part of the page it serves (nav, sidebar, code, content, search,
 * home, layout); copies of framework components are listed in ejected.ts.
 */
import './styles.css';
import './content/diagram.css';

export * from '@rspress/core/theme-original';

// The framework stylesheets the theme's components keep, after the default theme's own.
import './internals';

export { CodeButtonGroup } from './code/CodeButtonGroup';
export { Tab, Tabs } from './code/Tabs';
export { LlmsCopyButton } from './content/LlmsCopyButton';
export { LlmsViewOptions } from './content/LlmsViewOptions';
export { getCustomMDXComponent } from './content/mdxComponents';
export { HomeFeature } from './home/HomeFeature';
export { HomeFooter } from './home/HomeFooter';
export { HomeHero } from './home/HomeHero';
export { DocLayout } from './layout/DocLayout';
export { Layout } from './layout/Layout';
export { NotFoundLayout } from './layout/NotFoundLayout';
export { useActiveAnchor } from './layout/useActiveAnchor';
export { Nav } from './nav/Nav';
export { NavHamburger } from './nav/NavHamburger';
export { NavTitle } from './nav/NavTitle';
export { SocialLinks } from './nav/SocialLinks';
export { SwitchAppearance } from './nav/SwitchAppearance';
export { SvgWrapper } from './SvgWrapper';
export { Search } from './search/Search';
export { Sidebar } from './sidebar/Sidebar';
