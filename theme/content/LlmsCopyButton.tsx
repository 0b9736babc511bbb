// Copy of @rspress/core's LlmsCopyButton (dist/theme/components/Llms/LlmsCopyButton.js): valid HTML (no <div> in the button) and code blocks' 2 s copied state.
/**
 * "Copy Markdown" under each page title: a typed <button> holding only phrasing content. It copies
 * the page's Markdown twin, fetched on click.
 */
import { useI18n } from '@rspress/core/runtime';
import { copyToClipboard, IconCopy, IconSuccess, SvgWrapper } from '@rspress/core/theme-original';
import { getLlmsCopyContent, useMdUrl } from '../internals';
import { useEffect, useRef, useState } from 'react';
import { COPIED_STATE_MS } from '../code/CodeButtonGroup';

export function LlmsCopyButton() {
  const t = useI18n();
  const { pathname } = useMdUrl();
  const [state, setState] = useState<'idle' | 'loading' | 'copied'>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  if (!pathname) return null;
  const copy = async () => {
    setState('loading');
    const copied = await getLlmsCopyContent(pathname)
      .then(copyToClipboard)
      .catch(() => false);
    setState(copied ? 'copied' : 'idle');
    if (!copied) return;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setState('idle'), COPIED_STATE_MS);
  };

  const stateClass = state === 'idle' ? '' : ` rp-llms-copy-button--${state === 'copied' ? 'success' : 'loading'}`;
  return (
    <button
      type="button"
      className={`rp-not-doc rp-llms-button rp-llms-copy-button${stateClass}`}
      disabled={state === 'loading'}
      onClick={copy}
    >
      <span className="rp-llms-copy-button__icon-wrapper" aria-hidden="true">
        <SvgWrapper icon={IconSuccess} className="rp-llms-copy-button__icon-success" />
        <SvgWrapper icon={IconCopy} className="rp-llms-copy-button__icon-copy" />
      </span>
      <span>{t('copyMarkdownText')}</span>
    </button>
  );
}
