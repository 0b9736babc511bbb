/**
 * The default Layout, plus what the spec asks of every page that the framework does not do:
 * query flags that hide parts of the page, hideNavbar, the content enter animation, and the
 * home page's announcement video.
 */
import { PageContext } from '@rspress/core/runtime';
import { Layout as BasicLayout, type LayoutProps } from '@rspress/core/theme-original';
import { useContext, useMemo } from 'react';
import { HomeAnnouncement } from './HomeAnnouncement';
import { useQueryFlags } from './useQueryFlags';
import { useContentAnimation } from './useContentAnimation';
import { useHideNavbar } from './useHideNavbar';

export function Layout(props: LayoutProps) {
  const pageContext = useContext(PageContext);
  const { hidden } = useQueryFlags();
  useHideNavbar();
  useContentAnimation();

  // The flags act exactly like the same keys in the page's frontmatter.
  const value = useMemo(() => {
    if (!pageContext.data || Object.keys(hidden).length === 0) return pageContext;
    const data = { ...pageContext.data, frontmatter: { ...pageContext.data.frontmatter, ...hidden } };
    return { ...pageContext, data };
  }, [pageContext, hidden]);

  return (
    <PageContext.Provider value={value}>
      <BasicLayout afterFeatures={<HomeAnnouncement />} {...props} />
    </PageContext.Provider>
  );
}
