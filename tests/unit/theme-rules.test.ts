import { describe, expect, it } from 'vitest';
import { shouldHideNavbar } from '../../theme/navbarVisibility';
import { HIDEABLE_PARTS, parseQueryFlags } from '../../theme/queryFlags';
import { splitSocialLinks } from '../../theme/socialLinkOverflow';

describe('query flags', () => {
  it('hides each part given as 0, and only those', () => {
    expect(parseQueryFlags('?navbar=0&footer=0&outline=1').hidden).toEqual({ navbar: false, footer: false });
    expect(parseQueryFlags('?sidebar=0&outline=0').hidden).toEqual({ sidebar: false, outline: false });
    expect(parseQueryFlags('').hidden).toEqual({});
  });

  it('reads globalUIComponents as off, on, or absent', () => {
    expect(parseQueryFlags('?globalUIComponents=0').globalUIComponents).toBe(false);
    expect(parseQueryFlags('?globalUIComponents=1').globalUIComponents).toBe(true);
    expect(parseQueryFlags('?navbar=0').globalUIComponents).toBeUndefined();
  });

  it('covers exactly the parts the spec names', () => {
    expect([...HIDEABLE_PARTS].sort()).toEqual(['footer', 'navbar', 'outline', 'sidebar']);
  });
});

describe('hideNavbar', () => {
  it('never hides with "never"', () => {
    expect(shouldHideNavbar('never', 0, 2000)).toBe(false);
  });
  it('hides on the way down and shows on the way up with "auto"', () => {
    expect(shouldHideNavbar('auto', 300, 600)).toBe(true);
    expect(shouldHideNavbar('auto', 600, 500)).toBe(false);
  });
  it('hides whenever scrolled past the navbar with "always"', () => {
    expect(shouldHideNavbar('always', 600, 500)).toBe(true);
  });
  it('always shows the navbar at the top of the page', () => {
    expect(shouldHideNavbar('always', 100, 10)).toBe(false);
    expect(shouldHideNavbar('auto', 0, 40)).toBe(false);
  });
});

describe('social links', () => {
  it('shows at most three inline and puts the rest in the overflow', () => {
    const links = ['github', 'discord', 'x', 'youtube', 'npm'];
    expect(splitSocialLinks(links)).toEqual({ inline: ['github', 'discord', 'x'], overflow: ['youtube', 'npm'] });
    expect(splitSocialLinks(['github'])).toEqual({ inline: ['github'], overflow: [] });
  });
});
