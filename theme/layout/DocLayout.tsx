/**
 * The default DocLayout, remounted when the window grows to 768 px or more while the mobile
 * sidebar drawer is open: the framework keeps the drawer open and page scroll locked otherwise.
 */
import { DocLayout as BasicDocLayout, type DocLayoutProps } from '@rspress/core/theme-original';
import { useEffect, useState } from 'react';

export const DRAWER_CLOSE_MIN_WIDTH = 768;
const OPEN_DRAWER = '.rp-doc-layout__sidebar--open';

export function DocLayout(props: DocLayoutProps) {
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    const wide = window.matchMedia(`(min-width: ${DRAWER_CLOSE_MIN_WIDTH}px)`);
    const onChange = () => {
      if (wide.matches && document.querySelector(OPEN_DRAWER)) setGeneration((g) => g + 1);
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, []);

  return <BasicDocLayout key={generation} {...props} />;
}
