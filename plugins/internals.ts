/**
 * Every file of the installed `@rspress/core` that the build plugins and scripts reach by its
 * path inside the package's `dist/` folder instead of by an exported name: the framework does not
 * export these, so an upgrade may move or change them without notice. Nothing else imports from
 * `dist/` (or `static/`, read by path). tests/unit/ejected-copies.test.ts pins each path below with the SHA-256 of its file
 * (theme/ejected.ts), so an upgrade that moves or changes one fails there, naming the file.
 */

import { createRequire } from 'node:module';
import path from 'node:path';

/** How `rspress build` finds and loads the configuration and resolves the docs folder, for checking pages without a build. */
export { loadConfigFile, resolveDocRoot } from '@rspress/core/dist/config/loadConfigFile.js';
/** The headings the framework's outline is built from, with the ids it gives them: anchors are checked against these. */
export { parseToc } from '@rspress/core/dist/node/mdx/remarkPlugins/toc.js';
/** How the MDX loader escapes `{#id}` heading suffixes before parsing, so page checks parse a page as the build does. */
export { escapeMarkdownHeadingIds } from '@rspress/core/dist/node/utils/escapeHeadingIds.js';

const CORE_DIR = path.dirname(createRequire(import.meta.url).resolve('@rspress/core/package.json'));

/** A file of the installed `@rspress/core` by its path in the package, for a reach that is not an import. */
const frameworkFile = (file: string) => path.join(CORE_DIR, file);

/** The framework's image-zoom component, which rspress.config.ts aliases for theme/content/ImageZoom.tsx to import on demand. */
export const FRAMEWORK_MEDIUM_ZOOM = frameworkFile('static/MediumZoom.tsx');
/** The framework's colour variables of Shiki tokens, which theme/styles.css colours the token classes with. */
export const FRAMEWORK_SHIKI_VARIABLES = frameworkFile('dist/theme/styles/vars/shiki-vars.css');
