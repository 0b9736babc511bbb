// Copy of @rspress/core's useActiveAnchor (dist/theme/hooks/useActiveAnchor.js): after a jump to an anchor it named the section before.
/**
 * The phone bar above the page and the outline both ask this hook which section the reader is in.
 * The original counts a heading as scrolled past only when its top is 5 px above the sticky bars'
 * bottom edge, but a jump to an anchor stops with the heading exactly at that edge: the phone bar then named the section before the one the reader had opened. And the
 * outline marked the first heading anywhere in view, often the next section's. Here both name the
 * section the reader is in: the last heading that reached the edge (within 5 px).
 */

import type { Header } from '@rspress/core';
import { useLocation } from '@rspress/core/runtime';
import { useEffect, useState } from 'react';

/** Sub-pixel landings (109.5 to 110.3 px for a 110 px edge) and rounding of the bars' heights. */
const TOLERANCE_PX = 5;

function cssLength(value: string): number {
  const number = Number.parseFloat(value);
  return Number.isNaN(number) ? 0 : number;
}

export function useActiveAnchor(headers: Header[]) {
  const [activeAnchorId, setActiveAnchorId] = useState<string>();
  const [scrolledHeader, setScrolledHeader] = useState<Header>();
  const { hash } = useLocation();

  useEffect(() => {
    const update = () => {
      const edge = cssLength(getComputedStyle(document.documentElement).getPropertyValue('scroll-padding-top'));
      const tops = headers.map((header) => ({ header, top: document.getElementById(header.id)?.getBoundingClientRect().top ?? Infinity }));
      const reached = tops.filter(({ top }) => top <= edge + TOLERANCE_PX);
      const inView = tops.filter(({ top }) => top >= edge - TOLERANCE_PX && top <= window.innerHeight);
      // At the end of the page the last headings never reach the edge: there the heading the address
      // points to, or else the last one in view, is the current one (not on a page with no scroll at all).
      const target = decodeURIComponent(hash.slice(1));
      const atEnd = window.scrollY > 0 && window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      const current = (atEnd ? (inView.find(({ header }) => header.id === target) ?? inView.at(-1)) : undefined) ?? reached.at(-1);
      setScrolledHeader(current?.header);
      // Above the first heading, the outline marks the first one in view, as the framework's does.
      setActiveAnchorId((current ?? inView[0])?.header.id);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [headers, hash]);

  return { scrolledHeader, activeAnchorId };
}
