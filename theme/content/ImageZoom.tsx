/**
 * Image zoom, loaded only where it is needed: the framework's own zoom component (its
 * `mediumZoom` option, medium-zoom underneath) is fetched once a page's doc area has an image it
 * applies to, and then works as the framework wires it. A diagram drawn at build time zooms with
 * the same library and options (DiagramZoom.ts), fetched at the first click on a diagram, so a
 * page of diagrams carries no zoom code until a reader asks for it. Registered as a global UI
 * component in rspress.config.ts, with the framework's option turned off so it is not bundled
 * into every page.
 */
import { useLocation } from '@rspress/core/runtime';
import type { ZoomOptions } from 'medium-zoom';
import { lazy, Suspense, useEffect, useState } from 'react';

interface ImageZoomProps {
  /** The images that zoom, as a CSS selector. */
  selector: string;
  options?: ZoomOptions;
}

const FrameworkMediumZoom = lazy(() => import('rspress-medium-zoom'));

const DIAGRAM = '.mf-diagram__picture';

/** The framework attaches the zoom this long after a navigation, once the new page has rendered. */
const AFTER_NAVIGATION_MS = 100;

/** The diagram box a click on its picture (or Enter on the focused box) asks to zoom, if any. */
function diagramAsked(event: MouseEvent | KeyboardEvent): HTMLElement | undefined {
  const target = event.target instanceof Element ? event.target : null;
  if (event instanceof KeyboardEvent) return event.key === 'Enter' && target?.matches(DIAGRAM) ? (target as HTMLElement) : undefined;
  const picture = target?.closest(DIAGRAM);
  // A reader who has just selected a label's text wants the text, not the zoom.
  if (!target?.closest('svg') || !(window.getSelection()?.isCollapsed ?? true)) return undefined;
  return picture instanceof HTMLElement ? picture : undefined;
}

export default function ImageZoom({ selector, options }: ImageZoomProps) {
  const { pathname } = useLocation();
  const [needed, setNeeded] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: looks again after each navigation, which the effect does not read
  useEffect(() => {
    if (needed) return;
    const timer = window.setTimeout(() => setNeeded(document.querySelector(selector) !== null), AFTER_NAVIGATION_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, needed, selector]);

  useEffect(() => {
    const onAsk = (event: MouseEvent | KeyboardEvent) => {
      const picture = diagramAsked(event);
      if (picture) import('./DiagramZoom').then(({ zoomDiagram }) => zoomDiagram(picture, options));
    };
    document.addEventListener('click', onAsk);
    document.addEventListener('keydown', onAsk);
    return () => {
      document.removeEventListener('click', onAsk);
      document.removeEventListener('keydown', onAsk);
    };
  }, [options]);

  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <FrameworkMediumZoom selector={selector} options={options} />
    </Suspense>
  );
}
