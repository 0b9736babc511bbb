// Copy of @rspress/core's LlmsCopyButton (dist/theme/components/Llms/LlmsCopyButton.js): valid HTML (no <div> in the button) and code blocks' 2 s copied state.
/**
 * "Copy Markdown" under each page title: a typed <button> holding only phrasing content. It copies
 * the page's Markdown twin, fetched on click.
 */
import { useI18n } from '@rspress/core/runtime';
import { IconCopy, IconSuccess, SvgWrapper } from '@rspress/core/theme-original';
import { useState } from 'react';
import { copyText, useCopiedFlag } from '../clipboard';
import { getLlmsCopyContent, useMdUrl } from '../internals';

export function LlmsCopyButton() {
  const t = useI18n();
  const { pathname } = useMdUrl();
  const [loading, setLoading] = useState(false);
  const [copied, markCopied] = useCopiedFlag();

  if (!pathname) return null;
  const copy = async () => {
    setLoading(true);
    const done = await getLlmsCopyContent(pathname)
      .then(copyText)
      .catch(() => false);
    setLoading(false);
    if (done) markCopied();
  };

  const stateClass = loading ? ' rp-llms-copy-button--loading' : copied ? ' rp-llms-copy-button--success' : '';
  return (
    <button type="button" className={`rp-not-doc rp-llms-button rp-llms-copy-button${stateClass}`} disabled={loading} onClick={copy}>
      <span className="rp-llms-copy-button__icon-wrapper" aria-hidden="true">
        <SvgWrapper icon={IconSuccess} className="rp-llms-copy-button__icon-success" />
        <SvgWrapper icon={IconCopy} className="rp-llms-copy-button__icon-copy" />
      </span>
      <span>{t('copyMarkdownText')}</span>
    </button>
  );
}
