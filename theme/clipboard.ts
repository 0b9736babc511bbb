/**
 * Copying to the clipboard, one way for every Copy button of the site: the framework's
 * copyToClipboard (the Clipboard API, or a selection and `execCommand` where that API is missing),
 * and the same 2 s "copied" state after it.
 */
import { copyToClipboard } from '@rspress/core/theme-original';
import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a button shows that its text was copied. */
export const COPIED_STATE_MS = 2000;

/** Puts `text` on the clipboard; whether it got there. */
export const copyText = (text: string): Promise<boolean> => copyToClipboard(text);

/** A "copied" flag that a successful copy sets and that clears itself after COPIED_STATE_MS. */
export function useCopiedFlag(): [copied: boolean, markCopied: () => void] {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const markCopied = useCallback(() => {
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), COPIED_STATE_MS);
  }, []);
  return [copied, markCopied];
}
