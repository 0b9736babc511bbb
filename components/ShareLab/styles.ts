// The Share lab's stylesheet, as text the component renders in a <style> element. It is not a .css file
// because the framework gathers every imported .css file (with or without ?inline) into one "styles"
// chunk that every page of the site loads; as a string it travels in the lab's own chunk only.
// Colours come from the theme's variables, so the dark theme needs no rules of its own.
export const SHARE_LAB_CSS = `
.mf-share-lab {
  border: 1px solid var(--rp-c-divider-light);
  border-radius: 8px;
  padding: 12px;
  margin: 16px 0;
}
.mf-share-lab__title {
  font-weight: 600;
  margin-bottom: 8px;
}
.mf-share-lab__toolbar {
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  margin: 8px 0;
}
.mf-share-lab__toolbar-label {
  font-weight: 500;
  margin-right: 4px;
}
.mf-share-lab__field {
  display: inline-flex;
  flex-wrap: wrap;
  gap: 6px;
  align-items: center;
  margin-right: 12px;
}
.mf-share-lab button {
  border: 1px solid var(--rp-c-brand);
  border-radius: 6px;
  padding: 3px 10px;
  color: var(--rp-c-brand);
  background: transparent;
  font-weight: 500;
  white-space: nowrap;
  cursor: pointer;
}
.mf-share-lab button[aria-disabled='true'] {
  opacity: 0.55;
  cursor: not-allowed;
}
.mf-share-lab .mf-share-lab__run {
  color: #fff;
  background: var(--rp-c-brand-dark, var(--rp-c-brand));
  padding: 4px 16px;
}
.mf-share-lab input[type='text'],
.mf-share-lab select {
  font: inherit;
  font-family: var(--rp-font-family-mono, monospace);
  font-size: 13px;
  color: var(--rp-c-text-1);
  background: var(--rp-c-bg);
  border: 1px solid var(--rp-c-divider);
  border-radius: 4px;
  padding: 2px 6px;
}
.mf-share-lab input[type='text'] {
  width: 7em;
}
.mf-share-lab input[type='checkbox'] {
  width: 18px;
  height: 18px;
  accent-color: var(--rp-c-brand);
}
.mf-share-lab :is(button, input, select, a):focus-visible {
  outline: 2px solid var(--rp-c-brand);
  outline-offset: 2px;
}

/* On a narrow screen the table scrolls sideways inside its box; the page itself never does. */
.mf-share-lab__scroller {
  overflow-x: auto;
  max-width: 100%;
}
.mf-share-lab table {
  display: table;
  /* The doc theme clips tables (overflow: hidden), which would pin the sticky names to the table, not to the scroller. */
  overflow: visible;
  width: 100%;
  margin: 8px 0;
  border-collapse: collapse;
  font-size: 14px;
}
.mf-share-lab__caption {
  margin-top: 12px;
  font-weight: 500;
  color: var(--rp-c-text-2);
}
.mf-share-lab :is(th, td) {
  /* The doc theme gives every table cell 8rem at least; this table's cells are inputs and ticks. */
  min-width: 0;
  padding: 4px 8px;
  border: 1px solid var(--rp-c-divider-light);
  white-space: nowrap;
  vertical-align: middle;
}
.mf-share-lab thead th {
  font-weight: 500;
  white-space: normal;
  /* A Chinese header such as 已加载 stays whole; English ones still break between words. */
  word-break: keep-all;
  background: var(--rp-c-bg-soft);
}
/* The application's name stays in view while a phone scrolls the table sideways. */
.mf-share-lab tbody th,
.mf-share-lab thead th:first-child {
  position: sticky;
  left: 0;
  z-index: 1;
}
.mf-share-lab tbody th {
  background: var(--rp-c-bg);
}
.mf-share-lab__app {
  display: flex;
  gap: 6px;
  align-items: center;
  justify-content: space-between;
}
.mf-share-lab .mf-share-lab__remove {
  padding: 0 6px;
  line-height: 1.3;
  font-size: 15px;
}
.mf-share-lab td.mf-share-lab__check {
  text-align: center;
}
.mf-share-lab__help {
  color: var(--rp-c-text-2);
  font-size: 13px;
  margin: 4px 0 8px;
}

.mf-share-lab__results {
  border-top: 1px solid var(--rp-c-divider-light);
  margin-top: 12px;
  padding-top: 8px;
}
/* Out of date: marked by a dashed rule beside the list and the sentence above it, not by fading
   (faded text falls below the 4.5:1 contrast WCAG asks of text). */
.mf-share-lab__results[data-stale='true'] .mf-share-lab__outcomes {
  border-left: 3px dashed var(--rp-c-divider);
  padding-left: calc(1.5em - 3px);
}
.mf-share-lab__stale {
  font-weight: 500;
}
.mf-share-lab__outcomes {
  margin: 8px 0;
  padding-left: 1.5em;
}
.mf-share-lab__outcomes > li {
  margin: 8px 0;
}
.mf-share-lab__messages {
  margin: 4px 0;
  padding-left: 1.2em;
}
.mf-share-lab__message {
  margin: 2px 0;
  font-family: var(--rp-font-family-mono, monospace);
  font-size: 12.5px;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
}
.mf-share-lab__error {
  color: var(--rp-container-danger-text, #d33);
}
.mf-share-lab__muted {
  color: var(--rp-c-text-2);
}

.mf-share-lab__configs {
  margin-top: 12px;
}
.mf-share-lab__configs summary {
  font-weight: 600;
  cursor: pointer;
}
.mf-share-lab__config {
  margin: 12px 0 0;
}
.mf-share-lab__config figcaption {
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  margin: 8px 0 4px;
  font-weight: 500;
}
.mf-share-lab__config pre {
  margin: 0;
  padding: 10px 12px;
  overflow-x: auto;
  border-radius: 6px;
  background: var(--rp-c-bg-soft);
  color: var(--rp-c-text-1);
  font-size: 12.5px;
  line-height: 1.5;
}
`;
