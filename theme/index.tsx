/**
 * Theme wiring: the default theme, with the few components the spec needs changed.
 * Each override lives in its own file beside this one.
 */
import './styles.css';

export * from '@rspress/core/theme-original';
export { CodeButtonGroup } from './CodeButtonGroup';
export { DocLayout } from './DocLayout';
export { getCustomMDXComponent } from './mdxComponents';
export { HomeFooter } from './HomeFooter';
export { HomeHero } from './HomeHero';
export { Layout } from './Layout';
export { LlmsCopyButton } from './LlmsCopyButton';
export { LlmsViewOptions } from './LlmsViewOptions';
export { Nav } from './Nav';
export { NavHamburger } from './NavHamburger';
export { NavTitle } from './NavTitle';
export { NotFoundLayout } from './NotFoundLayout';
export { Search } from './search/Search';
export { Sidebar } from './Sidebar';
export { SocialLinks } from './SocialLinks';
export { SvgWrapper } from './SvgWrapper';
export { SwitchAppearance } from './SwitchAppearance';
export { Tab, Tabs } from './Tabs';
