/**
 * The default DocLayout, remounted when the window grows out of the phone layout while the
 * sidebar drawer is open: the framework keeps the drawer open and page scroll locked otherwise.
 */
import { DocLayout as BasicDocLayout, type DocLayoutProps } from '@rspress/core/theme-original';
import { useState } from 'react';
import { useOnLeavingPhoneLayout } from './useOnLeavingPhoneLayout';
import './DocLayout.css';
import { FRAMEWORK_DOM } from '../frameworkDom';

export function DocLayout(props: DocLayoutProps) {
  const [generation, setGeneration] = useState(0);
  useOnLeavingPhoneLayout(() => {
    if (document.querySelector(FRAMEWORK_DOM.openDrawer)) setGeneration((g) => g + 1);
  });

  return <BasicDocLayout key={generation} {...props} />;
}
