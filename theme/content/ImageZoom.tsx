/**
 * Image zoom, loaded only where it is needed: the framework's own zoom component (its
 * `mediumZoom` option, medium-zoom underneath) is fetched once a page's doc area has an image it
 * applies to, and then works as the framework wires it. Registered as a global UI component in
 * rspress.config.ts, with the framework's option turned off so it is not bundled into every page.
 */
import { useLocation } from '@rspress/core/runtime';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { ZoomOptions } from 'medium-zoom';

interface ImageZoomProps {
  /** The images that zoom, as a CSS selector. */
  selector: string;
  options?: ZoomOptions;
}

const FrameworkMediumZoom = lazy(() => import('rspress-medium-zoom'));

/** The framework attaches the zoom this long after a navigation, once the new page has rendered. */
const AFTER_NAVIGATION_MS = 100;

export default function ImageZoom({ selector, options }: ImageZoomProps) {
  const { pathname } = useLocation();
  const [needed, setNeeded] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: looks again after each navigation, which the effect does not read
  useEffect(() => {
    if (needed) return;
    const timer = window.setTimeout(() => setNeeded(document.querySelector(selector) !== null), AFTER_NAVIGATION_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, needed, selector]);

  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <FrameworkMediumZoom selector={selector} options={options} />
    </Suspense>
  );
}
