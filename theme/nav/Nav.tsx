// Copy of @rspress/core's Nav (dist/theme/components/Nav/index.js): keyboard-operable, its menus open from buttons and every item sits in a list.
/**
 * The top navbar, with the framework's class names and styles: menus with sub-items and the
 * language menu are NavDropdowns, the theme switch is a button. Search comes from
 * `@rspress/core/theme`, so the Search override in theme/index.tsx is used here as well.
 */
import type { NavItem } from '@rspress/core';
import { matchNavbar, useLocation, useNav } from '@rspress/core/runtime';
import { Link, type NavProps, Search } from '@rspress/core/theme';
import type { ReactNode } from 'react';
import { useSiteI18n } from '../i18n';
import { useLangsMenu } from '../internals';
import { NavDropdown } from './NavDropdown';
import { NavHamburger } from './NavHamburger';
import { NavTitle } from './NavTitle';
import { SocialLinks } from './SocialLinks';
import { SwitchAppearance } from './SwitchAppearance';
import { useAppearanceSwitch } from './useAppearanceSwitch';
import './Nav.css';

function NavMenuItem({ item }: { item: NavItem }) {
  const { pathname } = useLocation();
  if ('items' in item && item.items.length > 0) {
    return <NavDropdown label={item.text} items={item.items} />;
  }
  if (!('link' in item)) return null;
  const active = matchNavbar(item, pathname);
  return (
    <li className={active ? 'rp-nav-menu__item rp-nav-menu__item--active' : 'rp-nav-menu__item'}>
      <Link
        href={item.link}
        className="rp-nav-menu__item__container"
        aria-current={active ? 'page' : undefined}
        hrefLang={item.lang}
        lang={item.lang}
        rel={item.rel}
      >
        {item.text}
      </Link>
    </li>
  );
}

interface NavMenuProps {
  items: NavItem[];
  position: 'left' | 'right';
  before?: ReactNode;
  after?: ReactNode;
}

function NavMenu({ items, position, before, after }: NavMenuProps) {
  const placed = items.filter((item) => (item.position ?? 'right') === position);
  if (placed.length === 0 && before == null && after == null) return null;
  return (
    <ul className={`rp-nav-menu rp-nav-menu--${position}`}>
      {before}
      {placed.map((item, index) => (
        <NavMenuItem key={index} item={item} />
      ))}
      {after}
    </ul>
  );
}

function NavLangs() {
  const { items, activeValue } = useLangsMenu();
  const t = useSiteI18n();
  if (items.length < 2 || !activeValue) return null;
  return (
    <ul className="rp-nav-menu">
      <NavDropdown
        label={activeValue}
        accessibleName={`${t('languagesText')}: ${activeValue}`}
        items={items}
        activeMatcher={(item) => item.text === activeValue}
      />
    </ul>
  );
}

export function Nav(props: NavProps) {
  const items = useNav();
  const hasAppearanceSwitch = useAppearanceSwitch();
  return (
    <header className="rp-nav">
      <div className="rp-nav__left">
        {props.beforeNavTitle}
        {props.navTitle ?? <NavTitle />}
        <NavMenu items={items} position="left" before={props.beforeLeftNavItems} after={props.afterLeftNavItems} />
        {props.afterNavTitle}
      </div>
      <div className="rp-nav__right">
        {props.beforeNavMenu}
        <Search />
        <NavMenu items={items} position="right" before={props.beforeRightNavItems} after={props.afterRightNavItems} />
        <div className="rp-nav__others">
          <div className="rp-nav-menu__divider" />
          <NavLangs />
          {hasAppearanceSwitch && <SwitchAppearance />}
          <SocialLinks />
        </div>
        <NavHamburger {...props} />
        {props.afterNavMenu}
      </div>
    </header>
  );
}
