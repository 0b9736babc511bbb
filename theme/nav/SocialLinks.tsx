// Copy of @rspress/core's SocialLinks (dist/theme/components/SocialLinks/index.js): three inline (not the framework's five), named links, an overflow button the keyboard opens.
/**
 * Social links in the navbar: at most three inline, the rest in an overflow popup. Link-mode
 * entries are drawn here with an accessible name (the framework's icon-only links have none);
 * other modes use the framework's renderer.
 */
import type { SocialLink as SocialLinkData } from '@rspress/core';
import { useSite } from '@rspress/core/runtime';
import { IconArrowDown, SvgWrapper, useHoverGroup } from '@rspress/core/theme-original';
import socialIcons from 'virtual-social-links';
import { useSiteI18n } from '../i18n';
import { SocialLink as FrameworkSocialLink } from '../internals';
import { socialLinkName, splitSocialLinks } from './socialLinkOverflow';
import './SocialLinks.css';

function SocialLink({ link }: { link: SocialLinkData }) {
  const mode = link.mode ?? 'link';
  if (mode !== 'link') return <FrameworkSocialLink link={link} />;
  const svg = typeof link.icon === 'string' ? socialIcons[link.icon] : link.icon.svg;
  return (
    <a href={link.content} target="_blank" rel="noopener noreferrer" className="rp-social-links__item" aria-label={socialLinkName(link)}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the SVG comes from the framework's icon set or the site's own config */}
      <span className="rp-social-links__icon" aria-hidden="true" dangerouslySetInnerHTML={{ __html: svg ?? '' }} />
    </a>
  );
}

export function SocialLinks({ socialLinks }: { socialLinks?: SocialLinkData[] }) {
  const { site } = useSite();
  const t = useSiteI18n();
  const links = site.themeConfig.socialLinks ?? socialLinks ?? [];
  const { inline, overflow } = splitSocialLinks(links);
  const { hoverGroup, handleMouseEnter, handleMouseLeave } = useHoverGroup({
    position: 'right',
    customChildren:
      overflow.length > 0 ? (
        <li className="rp-social-links__hidden">
          {overflow.map((link) => (
            <SocialLink key={link.content} link={link} />
          ))}
        </li>
      ) : null,
  });
  if (links.length === 0) return null;
  return (
    <div className="rp-social-links" onMouseLeave={handleMouseLeave}>
      {inline.map((link) => (
        <SocialLink key={link.content} link={link} />
      ))}
      {overflow.length > 0 && (
        <>
          <button
            type="button"
            className="mf-social-links__more"
            aria-label={t('moreSocialLinksText')}
            onMouseEnter={handleMouseEnter}
            onFocus={handleMouseEnter}
            onClick={handleMouseEnter}
          >
            <SvgWrapper icon={IconArrowDown} fontSize={20} />
          </button>
          {hoverGroup}
        </>
      )}
    </div>
  );
}
