// Copy of @rspress/core's CodeButtonGroup (dist/theme/components/CodeButtonGroup/index.js): its buttons, drawn without React in blocks that are plain markup.
/**
 * The wrap and copy buttons of code blocks drawn as plain markup (plugins/codeAsHtml.ts). The page
 * and its chunk hold an empty `.rp-code-button-group` per block: buttons that do nothing until the
 * script has loaded would only mislead, and drawing them a hundred times over on a long page made
 * its chunk larger than React elements did. Once the script runs, this hook puts into every empty
 * group the buttons the theme's CodeButtonGroup draws, on the first page and on each page reached
 * without a reload, and one click handler on the document does what CodeButtonGroup does: wrap
 * toggles the block's long lines and says so (`aria-pressed`); copy puts the code on the clipboard
 * without line numbers and shows the check mark for COPIED_STATE_MS.
 */
import { getCopyableText } from '@rspress/core/theme-original';
import { useEffect } from 'react';
import { COPIED_STATE_MS, copyText } from '../clipboard';
import { FRAMEWORK_DOM } from '../frameworkDom';
import { useSiteI18n } from '../i18n';

/** What a button added here does; React's own code buttons have no such attribute and handle themselves. */
const ACTION = 'data-code-button';
const EMPTY_GROUP = `${FRAMEWORK_DOM.codeButtonGroup}:empty`;

type Action = 'wrap' | 'copy';

/** How long one idle callback may spend adding buttons. */
const FILL_SLICE_MS = 8;
// Safari has no requestIdleCallback: a timer that leaves the frame first.
const whenIdle = (callback: () => void): number =>
  typeof window.requestIdleCallback === 'function'
    ? window.requestIdleCallback(callback, { timeout: 1000 })
    : window.setTimeout(callback, 50);
const cancelIdle = (handle: number) =>
  typeof window.cancelIdleCallback === 'function' ? window.cancelIdleCallback(handle) : window.clearTimeout(handle);

function span(className: string): HTMLSpanElement {
  const icon = document.createElement('span');
  icon.className = `rp-code-button-group__icon ${className}`;
  return icon;
}

/** A button as CodeButtonGroup draws it (its icons are empty spans that codeButtonIcons.css draws). */
function button(action: Action, label: string): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = `rp-code-button-group__button rp-code-${action}-button`;
  element.title = label;
  element.setAttribute('aria-label', label);
  element.setAttribute(ACTION, action);
  if (action === 'wrap') {
    element.setAttribute('aria-pressed', 'false');
    element.append(span('rp-code-button-group__icon--wrapped'), span('rp-code-button-group__icon--wrap'));
  } else {
    element.append(
      span('rp-code-copy-button__icon rp-code-copy-button__icon--copy'),
      span('rp-code-copy-button__icon rp-code-copy-button__icon--success'),
    );
  }
  return element;
}

function toggleWrap(element: HTMLButtonElement) {
  const wrapped = element.closest(FRAMEWORK_DOM.codeBlockContent)?.classList.toggle(FRAMEWORK_DOM.codeBlockWrapped) ?? false;
  element.classList.toggle('rp-code-wrap-button--wrapped', wrapped);
  element.setAttribute('aria-pressed', String(wrapped));
}

const copiedTimers = new WeakMap<Element, number>();

async function copy(element: HTMLButtonElement) {
  const source = element.closest(FRAMEWORK_DOM.codeBlockContent)?.querySelector<HTMLElement>(FRAMEWORK_DOM.codeScrollBox);
  if (!source) return;
  const text = getCopyableText(source, { ignoreClasses: ['linenumber'], ignoreSelectors: [FRAMEWORK_DOM.copyIgnore] });
  if (!(await copyText(text))) return;
  element.classList.add('rp-code-copy-button--copied');
  window.clearTimeout(copiedTimers.get(element));
  copiedTimers.set(
    element,
    window.setTimeout(() => element.classList.remove('rp-code-copy-button--copied'), COPIED_STATE_MS),
  );
}

export function useCodeButtons() {
  const t = useSiteI18n();
  const wrapLabel = t('codeButtonGroupWrapButtonText');
  const copyLabel = t('codeButtonGroupCopyButtonText');

  useEffect(() => {
    // Filled while the browser is idle, a few groups at a time: filling a long page's hundred
    // groups at once, during hydration, made its longest task longer (new elements to style, then
    // laid out by the framework's reading-progress hook measuring the page).
    let idle: number | undefined;
    const fill = () => {
      idle = undefined;
      const started = performance.now();
      for (const group of document.querySelectorAll(EMPTY_GROUP)) {
        if (performance.now() - started > FILL_SLICE_MS) {
          idle = whenIdle(fill);
          return;
        }
        group.append(button('wrap', wrapLabel), button('copy', copyLabel));
      }
    };
    idle = whenIdle(fill);
    // A page reached without a reload writes its blocks' markup anew, with empty groups again.
    const added = new MutationObserver((mutations) => {
      const grouped = mutations.some((mutation) =>
        [...mutation.addedNodes].some((node) => node instanceof Element && node.querySelector(EMPTY_GROUP)),
      );
      if (grouped && idle === undefined) idle = whenIdle(fill);
    });
    added.observe(document.body, { childList: true, subtree: true });

    const press = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target.closest<HTMLButtonElement>(`button[${ACTION}]`) : null;
      const action = target?.getAttribute(ACTION);
      if (target && action === 'wrap') toggleWrap(target);
      else if (target && action === 'copy') void copy(target);
    };
    document.addEventListener('click', press);
    return () => {
      if (idle !== undefined) cancelIdle(idle);
      added.disconnect();
      document.removeEventListener('click', press);
    };
  }, [wrapLabel, copyLabel]);
}
