/**
 * How page content (MDX) is drawn: the framework's components, except that the "#" anchor put in
 * every heading (by the build, and by the overview pages' headings) leaves the Tab order. It is
 * hidden from screen readers already (aria-hidden); the outline offers the same links.
 * Exported as `getCustomMDXComponent`, the name the framework's content and headings ask for.
 */
import { getCustomMDXComponent as getDefaultMDXComponents } from '@rspress/core/theme-original';
import type { ComponentProps, ReactNode } from 'react';
import { FRAMEWORK_DOM } from '../frameworkDom';

const defaults = getDefaultMDXComponents();
const DefaultAnchor = defaults.a as (props: ComponentProps<'a'>) => ReactNode;

export function Anchor(props: ComponentProps<'a'>) {
  const isHeadingAnchor = props.className?.split(' ').includes(FRAMEWORK_DOM.headerAnchorClass);
  return <DefaultAnchor {...props} tabIndex={isHeadingAnchor ? -1 : props.tabIndex} />;
}

export function getCustomMDXComponent(): ReturnType<typeof getDefaultMDXComponents> {
  return { ...getDefaultMDXComponents(), a: Anchor };
}
