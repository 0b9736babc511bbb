/**
 * Theme wiring: the default theme, with the few components the spec needs changed.
 * Each override lives in its own file beside this one.
 */
import './styles.css';

export * from '@rspress/core/theme-original';
export { DocLayout } from './DocLayout';
export { HomeFooter } from './HomeFooter';
export { HomeHero } from './HomeHero';
export { Layout } from './Layout';
export { NotFoundLayout } from './NotFoundLayout';
export { Search } from './search/Search';
export { SocialLinks } from './SocialLinks';
