// Copy of @rspress/core's NavHamburger (dist/theme/components/NavHamburger/index.js): disclosure buttons with their own names that Escape closes.
/**
 * The navbar's menu buttons on narrower screens, as real disclosure buttons (the framework's two
 * are both named "mobile hamburger", and its panel sits inside its button):
 * - 769–1280 px: a button opening a small panel with the theme, language and social links;
 * - phone layout, up to 768 px (theme/layout/breakpoint.ts): a button opening the full-screen menu (nav links, then the same panel).
 * Both close with Escape (focus returns to the button); the full-screen menu also closes on
 * navigation and when the window grows out of the phone layout.
 */
import type { NavItem } from '@rspress/core';
import { matchNavbar, useLocation, useNav } from '@rspress/core/runtime';
import { IconArrowDown, IconSmallMenu, Link, type NavProps, SvgWrapper } from '@rspress/core/theme-original';
import { useEffect, useId, useState } from 'react';
import { useSiteI18n } from '../i18n';
import { useOnLeavingPhoneLayout } from '../layout/useOnLeavingPhoneLayout';
import { NavPreferences } from './NavPreferences';
import { useDisclosure } from './useDisclosure';
import './NavHamburger.css';

function PreferencesMenu() {
  const t = useSiteI18n();
  const { isOpen, setIsOpen, button, onKeyDown, onBlur } = useDisclosure();
  const panelId = useId();
  return (
    <div
      className="mf-nav-more"
      onMouseEnter={() => setIsOpen(true)}
      onMouseLeave={() => setIsOpen(false)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <button
        ref={button}
        type="button"
        className={`rp-nav-hamburger rp-nav-hamburger__md${isOpen ? ' rp-nav-hamburger--active' : ''}`}
        aria-label={t('navPreferencesText')}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((value) => !value)}
      >
        <SvgWrapper icon={IconSmallMenu} />
      </button>
      <div id={panelId} className={`rp-hover-group rp-hover-group--right${isOpen ? '' : ' rp-hover-group--hidden'}`}>
        <div className="rp-nav-hamburger__md__hover-group">
          <NavPreferences />
        </div>
      </div>
    </div>
  );
}

function NavScreenItem({ item }: { item: NavItem }) {
  const { pathname } = useLocation();
  const [isOpen, setIsOpen] = useState(false);
  if ('items' in item && item.items.length > 0) {
    return (
      <li>
        <button
          type="button"
          className={`rp-nav-screen-menu-item${isOpen ? ' rp-nav-screen-menu-item--open' : ''}`}
          aria-expanded={isOpen}
          onClick={() => setIsOpen((value) => !value)}
        >
          <span className="rp-nav-screen-menu-item__left">{item.text}</span>
          <SvgWrapper icon={IconArrowDown} className="rp-nav-screen-menu-item__arrow" />
        </button>
        <ul className="rp-nav-screen-menu-item__group-inner" hidden={!isOpen}>
          {item.items.map((child) => (
            <NavScreenItem key={child.text} item={child} />
          ))}
        </ul>
      </li>
    );
  }
  if (!('link' in item)) return null;
  const active = matchNavbar(item, pathname);
  return (
    <li>
      <Link
        href={item.link}
        className={`rp-nav-screen-menu-item${active ? ' rp-nav-screen-menu-item--active' : ''}`}
        aria-current={active ? 'page' : undefined}
      >
        <span className="rp-nav-screen-menu-item__left">{item.text}</span>
      </Link>
    </li>
  );
}

function ScreenMenu({ before, after }: { before?: NavProps['beforeLeftNavItems']; after?: NavProps['afterRightNavItems'] }) {
  const t = useSiteI18n();
  const items = useNav();
  const { pathname } = useLocation();
  // No close on focus leaving: the full-screen menu covers the page, and its items navigate.
  const { isOpen, setIsOpen, close, button, onKeyDown } = useDisclosure();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes after each navigation; `close` only sets state
  useEffect(close, [pathname]);
  useOnLeavingPhoneLayout(close, isOpen);
  useEffect(() => {
    if (!isOpen) return;
    // The page under the full-screen menu does not scroll while it is open.
    document.documentElement.classList.add('mf-nav-screen-open');
    return () => document.documentElement.classList.remove('mf-nav-screen-open');
  }, [isOpen]);

  return (
    <div className="mf-nav-screen-menu" onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className={`rp-nav-hamburger rp-nav-hamburger__sm${isOpen ? ' rp-nav-hamburger--active' : ''}`}
        aria-label={t('navMenuText')}
        aria-expanded={isOpen}
        onClick={() => setIsOpen((value) => !value)}
      >
        <SvgWrapper icon={IconSmallMenu} width={20} height={20} />
      </button>
      {/* Only there while open: the navbar's hide-on-scroll looks for an open menu by this class. */}
      {isOpen && (
        <div className="rp-nav-screen rp-nav-screen--open">
          <div className="rp-nav-screen__container">
            <ul className="mf-nav-screen-menu__list">
              {before}
              {items.map((item, index) => (
                <NavScreenItem key={index} item={item} />
              ))}
              {after}
            </ul>
            <div className="rp-nav-screen-divider" />
            <NavPreferences />
          </div>
        </div>
      )}
    </div>
  );
}

export function NavHamburger(props: NavProps) {
  return (
    <>
      <PreferencesMenu />
      <ScreenMenu before={props.beforeLeftNavItems} after={props.afterRightNavItems} />
    </>
  );
}
