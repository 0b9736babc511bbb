/**
 * The framework's DOM names that the theme finds elements by: ids and classes that @rspress/core
 * draws but does not export, so an upgrade may rename them without notice and the code that looks
 * for them would find nothing. tests/unit/ejected-copies.test.ts checks that every name below still
 * occurs in the installed @rspress/core, and that no other file of the theme or the components
 * names one.
 */
export const FRAMEWORK_DOM = {
  /** The element the framework renders its dialogs into (the search dialog joins it). */
  modalContainerId: '__rspress_modal_container',
  /** The element the app is rendered into. */
  rootId: '__rspress_root',
  /** A page's content (the MDX), on doc pages and overview pages. */
  doc: '.rp-doc',
  /** A page's content column and an overview page's, which the entry animation moves. */
  docColumn: '.rp-doc-layout__doc, .rp-doc-layout__overview',
  /** The sidebar drawer while it is open on a phone. */
  openDrawer: '.rp-doc-layout__sidebar--open',
  /** The phone menu and the search panel's mask: while either is open, the navbar stays. */
  overlays: '.rp-nav-screen, .rp-search-panel__mask',
  /** A code block's code and buttons, its scroll box, and what copying leaves out. */
  codeBlockContent: '.rp-codeblock__content',
  codeBlockWrapped: 'rp-codeblock__content--wrap-code',
  codeScrollBox: '.rp-codeblock__content__scroll-container',
  copyIgnore: '.rp-copy-ignore',
  /** The place of a code block's buttons, which the theme fills in blocks drawn as HTML. */
  codeButtonGroup: '.rp-code-button-group',
  /** The "#" link the build puts in every heading. */
  headerAnchorClass: 'rp-header-anchor',
  /** A table's scroll box. */
  tableScrollBox: '.rp-table-scroll-container',
} as const;
