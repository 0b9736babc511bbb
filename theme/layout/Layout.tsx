/**
 * The default Layout, plus what every page of this site needs and the framework does not do:
 * query flags that hide parts of the page, hideNavbar, the content enter animation, the home
 * page's announcement video, for keyboard users a skip link, a <main> on every page type and
 * focusable scrolling boxes, and app navigation for the links of prose drawn as HTML. It also
 * gives the page its description from the frontmatter.
 */
import { PageContext } from '@rspress/core/runtime';
import { HomeLayout as BasicHomeLayout, Layout as BasicLayout, type HomeLayoutProps, type LayoutProps } from '@rspress/core/theme-original';
import { useContext, useMemo } from 'react';
import { useCodeButtons } from '../code/useCodeButtons';
import { useContentLinks } from '../content/useContentLinks';
import { useFocusableScrollRegions } from '../content/useFocusableScrollRegions';
import { HomeAnnouncement } from '../home/HomeAnnouncement';
import { useHideNavbar } from '../nav/useHideNavbar';
import { PortugueseNote } from './PortugueseNote';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { useContentAnimation } from './useContentAnimation';
import { useQueryFlags } from './useQueryFlags';
import './Layout.css';

/** The home page in a <main> (the framework's has none), which the skip link leads to. */
function HomeLayout(props: HomeLayoutProps) {
  // Rendered to Markdown (llms.txt, .md twins), the page is text only.
  if (import.meta.env.SSG_MD) return <BasicHomeLayout {...props} />;
  return (
    <main id={MAIN_CONTENT_ID} className="mf-home-main">
      <BasicHomeLayout {...props} />
    </main>
  );
}

/** Where the skip link lands on doc pages: the start of the framework's <main>, then the note for Portuguese addresses. */
const docContentStart = (
  <>
    <span id={MAIN_CONTENT_ID} className="mf-main-start" />
    <PortugueseNote />
  </>
);

export function Layout(props: LayoutProps) {
  const pageContext = useContext(PageContext);
  const { hidden } = useQueryFlags();
  useHideNavbar();
  useContentAnimation();
  useFocusableScrollRegions();
  useContentLinks();
  useCodeButtons();

  // The flags act exactly like the same keys in the page's frontmatter. The description comes
  // from the frontmatter: the bundled page list no longer carries it (plugins/slimPageData.ts).
  const value = useMemo(() => {
    const page = pageContext.data;
    if (!page) return pageContext;
    const description = page.description || (page.frontmatter?.description as string | undefined);
    if (Object.keys(hidden).length === 0 && description === page.description) return pageContext;
    const data = { ...page, description, frontmatter: { ...page.frontmatter, ...hidden } };
    return { ...pageContext, data };
  }, [pageContext, hidden]);

  return (
    <PageContext.Provider value={value}>
      <BasicLayout
        top={<SkipLink />}
        HomeLayout={HomeLayout}
        beforeHero={<PortugueseNote />}
        afterFeatures={<HomeAnnouncement />}
        beforeDocContent={docContentStart}
        {...props}
      />
    </PageContext.Provider>
  );
}
