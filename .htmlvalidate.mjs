/**
 * html-validate settings for the built site (tests/e2e/html-validity.spec.ts checks every page of
 * doc_build/ with them). The recommended preset, less the rules below, each with its reason:
 * most are about how React and the framework spell valid HTML, which no page can change; the
 * last two are advice beyond validity that the framework's layout or our lists do not follow.
 */
export default {
  root: true,
  extends: ['html-validate:recommended'],
  rules: {
    // React writes style attributes for the framework's sidebar indentation, collapsing groups and
    // menus, and the highlighter colours every code token with one. Inline styles are valid HTML;
    // the rule is a content-security-policy preference.
    'no-inline-style': 'off',
    // React and the head manager write void elements as <img /> and <link />, and the framework's
    // template starts with <!doctype html>: both spellings are valid HTML.
    'void-style': 'off',
    'doctype-style': 'off',
    // React writes boolean attributes as hidden="", checked="", selected="" and open="", and some
    // attribute names in camel case (hrefLang); HTML attribute names are case-insensitive and an
    // empty value is a boolean attribute's other valid form.
    'attribute-empty-style': 'off',
    'attribute-boolean-style': 'off',
    'attr-case': 'off',
    // HTML allows any id without spaces. The strict form (a letter first) rejects the framework's
    // mount points (__rspress_root) and the ids React's useId() generates (_R_…_).
    'valid-id': ['error', { relaxed: true }],
    // The framework's doc layout has two <aside> landmarks (sidebar, outline) without names; naming
    // them means forking the layout. Names are advice (ARIA landmark practice), not validity.
    'unique-landmark': 'off',
    // Naming a list with aria-label is allowed (ARIA 1.2); the showcase names its two card lists.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
  },
};
