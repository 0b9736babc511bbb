// Copy of @rspress/core's HomeFeature (dist/theme/components/HomeFeature/index.js): a card with a
// `link` is a real link (keyboard focus, screen readers, middle click, preload on hover), where the
// original is an <article> with a click handler; the tilt-on-hover animation is left out.

import type { Feature } from '@rspress/core';
import { useFrontmatter } from '@rspress/core/runtime';
import { Link, renderHtmlOrText } from '@rspress/core/theme-original';
import './HomeFeature.css';
import { SvgWrapper } from '../SvgWrapper';

const SPAN_CLASS: Record<number, string> = {
  2: 'rp-home-feature__item--span-2',
  3: 'rp-home-feature__item--span-3',
  4: 'rp-home-feature__item--span-4',
  6: 'rp-home-feature__item--span-6',
};

function FeatureCard({ feature }: { feature: Feature }) {
  const { icon, title, details, link } = feature;
  const body = (
    <>
      <div className="rp-home-feature__title-wrapper">
        {icon ? (
          <div className="rp-home-feature__icon">
            <SvgWrapper icon={icon} />
          </div>
        ) : null}
        <h2 className="rp-home-feature__title">{title}</h2>
      </div>
      <p className="rp-home-feature__detail" {...renderHtmlOrText(details)} />
    </>
  );
  return (
    <div className={`rp-home-feature__item ${SPAN_CLASS[feature.span ?? 4] ?? ''}`}>
      <div className="rp-home-feature__item-wrapper">
        {link ? (
          <Link href={link} className="rp-home-feature__card rp-home-feature__card--clickable">
            {body}
          </Link>
        ) : (
          <article className="rp-home-feature__card">{body}</article>
        )}
      </div>
    </div>
  );
}

export function HomeFeature({ features }: { features?: Feature[] }) {
  const { frontmatter } = useFrontmatter();
  const list = features ?? frontmatter?.features ?? [];
  return (
    <div className="rp-home-feature">
      {list.map((feature) => (
        <FeatureCard key={feature.title} feature={feature} />
      ))}
    </div>
  );
}
