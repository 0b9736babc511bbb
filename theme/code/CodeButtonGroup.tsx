// Copy of @rspress/core's CodeButtonGroup (dist/theme/components/CodeButtonGroup/index.js): the wrap state announced, and focus kept after copying (the framework's button drops it).
/**
 * The wrap and copy buttons of code blocks, as the framework draws them but with a name each
 * (the framework's copy button is named only by its tooltip), an explicit button type, the
 * wrap button announcing whether lines are wrapped, and the icons as masks in CSS
 * (codeButtonIcons.css): an empty span each.
 */
import { type CodeButtonGroupProps, getCopyableText } from '@rspress/core/theme-original';
import { copyText, useCopiedFlag } from '../clipboard';
import { useSiteI18n } from '../i18n';
import './CodeButtonGroup.css';
import './codeButtonIcons.css';
import { FRAMEWORK_DOM } from '../frameworkDom';

function CopyButton({ source }: { source: CodeButtonGroupProps['copyElementRef'] }) {
  const t = useSiteI18n();
  const [copied, markCopied] = useCopiedFlag();

  const copy = async () => {
    const text = getCopyableText(source.current, { ignoreClasses: ['linenumber'], ignoreSelectors: [FRAMEWORK_DOM.copyIgnore] });
    if (await copyText(text)) markCopied();
  };

  const label = t('codeButtonGroupCopyButtonText');
  return (
    <button
      type="button"
      className={`rp-code-button-group__button rp-code-copy-button${copied ? ' rp-code-copy-button--copied' : ''}`}
      title={label}
      aria-label={label}
      onClick={copy}
    >
      <span className="rp-code-button-group__icon rp-code-copy-button__icon rp-code-copy-button__icon--copy" />
      <span className="rp-code-button-group__icon rp-code-copy-button__icon rp-code-copy-button__icon--success" />
    </button>
  );
}

export function CodeButtonGroup({
  wrapCode,
  toggleWrapCode,
  copyElementRef,
  showWrapCodeButton = true,
  showCopyButton = true,
}: CodeButtonGroupProps) {
  const t = useSiteI18n();
  const wrapLabel = t('codeButtonGroupWrapButtonText');
  return (
    <div className="rp-code-button-group">
      {showWrapCodeButton && (
        <button
          type="button"
          className={`rp-code-button-group__button rp-code-wrap-button${wrapCode ? ' rp-code-wrap-button--wrapped' : ''}`}
          title={wrapLabel}
          aria-label={wrapLabel}
          aria-pressed={wrapCode}
          onClick={toggleWrapCode}
        >
          <span className="rp-code-button-group__icon rp-code-button-group__icon--wrapped" />
          <span className="rp-code-button-group__icon rp-code-button-group__icon--wrap" />
        </button>
      )}
      {showCopyButton && <CopyButton source={copyElementRef} />}
    </div>
  );
}
