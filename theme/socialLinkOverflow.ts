/** Which social links show inline in the navbar and which go to the overflow popup (spec §3). */
export const MAX_INLINE_SOCIAL_LINKS = 3;

export function splitSocialLinks<T>(links: T[], max = MAX_INLINE_SOCIAL_LINKS): { inline: T[]; overflow: T[] } {
  return { inline: links.slice(0, max), overflow: links.slice(max) };
}
