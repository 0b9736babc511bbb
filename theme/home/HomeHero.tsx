// Copy of @rspress/core's HomeHero (dist/theme/components/HomeHero/index.js): the title is the page's <h1>, not a <div> that leaves the home page without one.
import { normalizeImagePath, useFrontmatter } from '@rspress/core/runtime';
import { Button, type HomeHeroProps, renderHtmlOrText } from '@rspress/core/theme-original';
import './HomeHero.css';

export function HomeHero({ beforeHeroActions, afterHeroActions }: HomeHeroProps) {
  const { frontmatter } = useFrontmatter();
  const hero = frontmatter.hero;
  if (!hero) return null;
  const subtitles = hero.text ? String(hero.text).split('\n').filter(Boolean) : [];
  const image = hero.image;
  const src = typeof image?.src === 'string' ? { light: image.src, dark: image.src } : image?.src;

  return (
    <div className={image ? 'rp-home-hero' : 'rp-home-hero rp-home-hero--no-image'}>
      <div className="rp-home-hero__container">
        <div className="rp-home-hero__content">
          <h1 className="rp-home-hero__title">
            <span className="rp-home-hero__title-brand" {...renderHtmlOrText(hero.name)} />
            {subtitles.map((text) => (
              <span key={text} className="rp-home-hero__subtitle" {...renderHtmlOrText(text)} />
            ))}
          </h1>
        </div>
        <p className="rp-home-hero__tagline" {...renderHtmlOrText(hero.tagline)} />
        {beforeHeroActions}
        <div className="rp-home-hero__actions">
          {hero.actions?.map((action) => (
            <Button
              key={action.link}
              type="a"
              href={action.link}
              theme={action.theme}
              className="rp-home-hero__action"
              {...renderHtmlOrText(action.text)}
            />
          ))}
        </div>
        {afterHeroActions}
      </div>
      {image && src && (
        <div className="rp-home-hero__image">
          {(['light', 'dark'] as const).map((mode) => (
            <img
              key={mode}
              src={normalizeImagePath(src[mode])}
              alt={image.alt}
              width={375}
              height={375}
              className={`rp-home-hero__image-img rp-home-hero__image-img--${mode}`}
            />
          ))}
        </div>
      )}
    </div>
  );
}
