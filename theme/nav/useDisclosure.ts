/**
 * The open state of a navbar menu and the keyboard behaviour all of them share: Escape closes the
 * menu and gives focus back to its button, and focus moving out of the menu closes it.
 */
import { type FocusEvent, type KeyboardEvent, useRef, useState } from 'react';

export function useDisclosure() {
  const [isOpen, setIsOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => setIsOpen(false);
  /** On the element holding the button and the menu. */
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isOpen) return;
    close();
    button.current?.focus();
  };
  /** On the element holding the button and the menu. */
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
  };
  return { isOpen, setIsOpen, close, button, onKeyDown, onBlur };
}
