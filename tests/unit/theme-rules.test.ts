import type { NormalizedSidebarGroup, SidebarData } from '@rspress/core';
import { describe, expect, it } from 'vitest';
import { nextTabIndex } from '../../theme/code/tabKeys';
import { HIDEABLE_PARTS, parseQueryFlags } from '../../theme/layout/queryFlags';
import { shouldHideNavbar } from '../../theme/nav/navbarVisibility';
import { socialLinkName, splitSocialLinks } from '../../theme/nav/socialLinkOverflow';
import { toggleGroupAt } from '../../theme/sidebar/sidebarGroups';

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

  it('covers exactly the four parts a page can hide', () => {
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

describe('social link names', () => {
  it('names an icon-only link after its service, spelled as the service spells it', () => {
    expect(socialLinkName({ icon: 'github', content: 'https://github.com/module-federation/core' })).toBe('GitHub');
    expect(socialLinkName({ icon: 'discord', content: 'https://discord.gg/x' })).toBe('Discord');
  });
  it('falls back to the host name for a custom icon', () => {
    expect(socialLinkName({ icon: { svg: '<svg></svg>' }, content: 'https://example.org/team' })).toBe('example.org');
  });
});

describe('tab keys', () => {
  const none = [false, false, false];
  it('moves right and left, wrapping at the ends', () => {
    expect(nextTabIndex('ArrowRight', 0, none)).toBe(1);
    expect(nextTabIndex('ArrowRight', 2, none)).toBe(0);
    expect(nextTabIndex('ArrowLeft', 0, none)).toBe(2);
  });
  it('goes to the first and last tab with Home and End', () => {
    expect(nextTabIndex('Home', 2, none)).toBe(0);
    expect(nextTabIndex('End', 0, none)).toBe(2);
  });
  it('skips disabled tabs and ignores other keys', () => {
    expect(nextTabIndex('ArrowRight', 0, [false, true, false])).toBe(2);
    expect(nextTabIndex('Home', 2, [true, false, false])).toBe(1);
    expect(nextTabIndex('Enter', 1, none)).toBeUndefined();
  });
});

describe('sidebar groups', () => {
  const react: NormalizedSidebarGroup = { text: 'React', collapsible: true, collapsed: true, items: [{ text: 'Basics', link: '/b' }] };
  const frameworks: NormalizedSidebarGroup = { text: 'Frameworks', collapsible: true, collapsed: false, items: [react] };
  const data: SidebarData = [{ text: 'Overview', link: '/a' }, frameworks];
  it('toggles the group at a nested path and leaves the rest and the original data alone', () => {
    const toggled = toggleGroupAt(data, [1, 0]);
    const outer = toggled[1] as NormalizedSidebarGroup;
    expect((outer.items[0] as NormalizedSidebarGroup).collapsed).toBe(false);
    expect(outer.collapsed).toBe(false);
    expect(toggled[0]).toBe(data[0]);
    expect(react.collapsed).toBe(true);
  });
});
