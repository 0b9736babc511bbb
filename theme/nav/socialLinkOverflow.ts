/** Which social links show inline in the navbar (at most three) and which go to the overflow popup, and their names. */
import type { SocialLink } from '@rspress/core';

export const MAX_INLINE_SOCIAL_LINKS = 3;

export function splitSocialLinks<T>(links: T[], max = MAX_INLINE_SOCIAL_LINKS): { inline: T[]; overflow: T[] } {
  return { inline: links.slice(0, max), overflow: links.slice(max) };
}

/** How the services spell their own names; an icon-only link is announced by this name. */
const SERVICE_NAMES: Record<string, string> = {
  github: 'GitHub',
  gitlab: 'GitLab',
  x: 'X',
  twitter: 'X',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  qq: 'QQ',
  wechat: 'WeChat',
};

/** The accessible name of an icon-only social link: the service's name, else the link's host. */
export function socialLinkName(link: Pick<SocialLink, 'icon' | 'content'>): string {
  if (typeof link.icon === 'string') {
    const icon = link.icon.toLowerCase();
    return SERVICE_NAMES[icon] ?? icon.charAt(0).toUpperCase() + icon.slice(1);
  }
  try {
    return new URL(link.content).hostname;
  } catch {
    return link.content;
  }
}
