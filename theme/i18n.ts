/**
 * Typed access to the site's UI strings. All strings, the framework's and ours, live in
 * `i18n.json` at the project root (one place, both languages).
 */
import { useI18n } from '@rspress/core/runtime';
import type strings from '../i18n.json';

export type SiteStringKey = keyof typeof strings;

export const useSiteI18n = () => useI18n<typeof strings>();
