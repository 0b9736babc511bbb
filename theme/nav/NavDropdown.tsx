// Copy of @rspress/core's NavMenuItemWithChildren (dist/theme/components/Nav/NavMenu.js): opens from the keyboard, not only on hover.
/**
 * A navbar menu (the Ecosystem links, the language menu) that opens on hover as the framework's
 * does, and also from a real button with aria-expanded; Escape closes it and gives focus back to
 * the button, and it closes when focus leaves it.
 */
import { HoverGroup, type HoverGroupProps, IconArrowDown, SvgWrapper } from '@rspress/core/theme-original';
import { type ReactNode, useEffect, useRef } from 'react';
import { useDisclosure } from './useDisclosure';
import './NavDropdown.css';

interface NavDropdownProps extends Omit<HoverGroupProps, 'isOpen'> {
  label: ReactNode;
  /** The button's accessible name when its visible label alone is not enough; contains the label. */
  accessibleName?: string;
}

/** Delay before a menu the pointer has left closes, as in the framework's hover groups. */
const CLOSE_DELAY_MS = 150;

export function NavDropdown({ label, accessibleName, ...group }: NavDropdownProps) {
  const { isOpen, setIsOpen, button, onKeyDown, onBlur } = useDisclosure();
  const closeTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const open = () => {
    window.clearTimeout(closeTimer.current);
    setIsOpen(true);
  };
  const closeSoon = () => {
    closeTimer.current = window.setTimeout(() => setIsOpen(false), CLOSE_DELAY_MS);
  };

  return (
    <li className="rp-nav-menu__item" onMouseEnter={open} onMouseLeave={closeSoon} onBlur={onBlur} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className="rp-nav-menu__item__container mf-nav-dropdown__button"
        aria-expanded={isOpen}
        aria-label={accessibleName}
        onClick={() => setIsOpen((value) => !value)}
      >
        {label}
        <SvgWrapper icon={IconArrowDown} className="rp-nav-menu__item__icon" />
      </button>
      <HoverGroup {...group} isOpen={isOpen} />
    </li>
  );
}
