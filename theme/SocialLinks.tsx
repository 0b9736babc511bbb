/**
 * Social links in the navbar: at most three inline (the spec's limit; the framework shows five),
 * the rest in an overflow popup.
 */
import type { SocialLink as SocialLinkData } from '@rspress/core';
import { useSite } from '@rspress/core/runtime';
import { IconArrowDown, SvgWrapper, useHoverGroup } from '@rspress/core/theme-original';
// The single-link renderer is not exported by name; reuse it rather than copy its icon table.
import { SocialLink } from '@rspress/core/dist/theme/components/SocialLinks/SocialLink.js';
import '@rspress/core/dist/theme/components/SocialLinks/index.css';
import { useSiteI18n } from './i18n';
import { splitSocialLinks } from './socialLinkOverflow';


export function SocialLinks({ socialLinks }: { socialLinks?: SocialLinkData[] }) {
  const { site } = useSite();
  const t = useSiteI18n();
  const links = site.themeConfig.socialLinks ?? socialLinks ?? [];
  const { inline, overflow } = splitSocialLinks(links);
  const { hoverGroup, handleMouseEnter, handleMouseLeave } = useHoverGroup({
    position: 'right',
    customChildren:
      overflow.length > 0 ? (
        <div className="rp-social-links__hidden">
          {overflow.map((link) => (
            <SocialLink key={link.content} link={link} />
          ))}
        </div>
      ) : null,
  });
  if (links.length === 0) return null;
  return (
    <div className="rp-social-links" onMouseLeave={handleMouseLeave}>
      {inline.map((link, index) => (
        <SocialLink
          key={link.content}
          link={link}
          hoverGroupPosition={index === inline.length - 1 ? 'right' : 'center'}
        />
      ))}
      {overflow.length > 0 && (
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
      )}
      {hoverGroup}
    </div>
  );
}
