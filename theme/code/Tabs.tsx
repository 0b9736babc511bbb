// Copy of @rspress/core's Tabs (dist/theme/components/Tabs/index.js): the WAI-ARIA tabs pattern, not clickable <div>s the keyboard cannot reach.
/**
 * Tabs (the package-manager tabs of install commands use them): the labels are tabs in a tablist,
 * the selected one is the Tab stop, arrow keys, Home and End select another (selection follows
 * focus). Same props, class names and shared selection (`groupId`, stored like the framework does).
 */

import type { TabsProps } from '@rspress/core/theme-original';
import { Tabs as DefaultTabs, useStorageValue } from '@rspress/core/theme-original';
import {
  Children,
  forwardRef,
  isValidElement,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  useId,
  useRef,
  useState,
} from 'react';
import { nextTabIndex } from './tabKeys';

export { Tab } from '@rspress/core/theme-original';

interface TabEntry {
  label: ReactNode;
  value?: string;
  disabled?: boolean;
  content: ReactNode;
}

type TabElement = ReactElement<{ label?: ReactNode; value?: string; disabled?: boolean }>;

function tabEntries(children: TabElement[], values: TabsProps['values']): TabEntry[] {
  if (values && values.length > 0) {
    return values.map((item, index) => ({
      ...item,
      content: children.find((child) => child.props.value === item.value) ?? children[index],
    }));
  }
  return children.map((child, index) => ({
    label: child.props.label ?? index,
    value: child.props.value,
    disabled: child.props.disabled,
    content: child,
  }));
}

const GROUP_STORAGE_PREFIX = 'rspress.tabs.';

const AccessibleTabs = forwardRef<HTMLDivElement, TabsProps>(function AccessibleTabs(props, ref) {
  const { values, defaultIndex, defaultValue, onChange, groupId, tabPosition = 'left', className, keepDOM = true } = props;
  const children = Children.toArray(props.children).filter(isValidElement) as TabElement[];
  const tabs = tabEntries(children, values);
  const byValue = defaultValue === undefined ? -1 : tabs.findIndex((tab) => tab.value === defaultValue);
  const initialIndex = byValue === -1 ? (defaultIndex ?? 0) : byValue;
  const [ownIndex, setOwnIndex] = useState(initialIndex);
  const [storedIndex, setStoredIndex] = useStorageValue(`${GROUP_STORAGE_PREFIX}${groupId}`, String(initialIndex));
  const current = groupId ? Number(storedIndex) : ownIndex;
  const id = useId();
  const tabElements = useRef<(HTMLDivElement | null)[]>([]);

  const select = (index: number) => {
    if (tabs[index]?.disabled) return;
    onChange?.(index);
    if (groupId) setStoredIndex(String(index));
    else setOwnIndex(index);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = nextTabIndex(
      event.key,
      current,
      tabs.map((tab) => Boolean(tab.disabled)),
    );
    if (next === undefined) return;
    event.preventDefault();
    select(next);
    tabElements.current[next]?.focus();
  };

  return (
    <div className={className ? `rp-tabs ${className}` : 'rp-tabs'} ref={ref}>
      {tabs.length > 0 && (
        <div
          className="rp-tabs__label rp-tabs__label--no-scrollbar"
          role="tablist"
          style={{ justifyContent: tabPosition === 'center' ? 'center' : 'flex-start' }}
          onKeyDown={onKeyDown}
        >
          {tabs.map((tab, index) => {
            const selected = index === current;
            return (
              // A <div>, not a <button>: labels may hold block content (the package-manager icons).
              <div
                key={tab.value ?? index}
                ref={(element) => {
                  tabElements.current[index] = element;
                }}
                role="tab"
                id={`${id}-tab-${index}`}
                aria-selected={selected}
                aria-controls={`${id}-panel-${index}`}
                aria-disabled={tab.disabled || undefined}
                tabIndex={selected ? 0 : -1}
                className={`rp-tabs__label__item ${selected ? 'rp-tabs__label__item--selected' : 'rp-tabs__label__item--not-selected'} ${props.labelItemClassName ?? ''}`}
                data-index={index}
                onClick={() => select(index)}
              >
                {tab.label}
              </div>
            );
          })}
        </div>
      )}
      <div className="rp-tabs__content">
        {tabs.map((tab, index) => {
          const selected = index === current;
          if (!keepDOM && !selected) return null;
          return (
            <div
              key={tab.value ?? index}
              role="tabpanel"
              id={`${id}-panel-${index}`}
              aria-labelledby={`${id}-tab-${index}`}
              hidden={!selected}
              className={`rp-tabs__content__item ${selected ? 'rp-tabs__content__item--active' : 'rp-tabs__content__item--hidden'} ${props.contentItemClassName ?? ''}`}
              data-index={index}
            >
              {tab.content}
            </div>
          );
        })}
      </div>
    </div>
  );
});

export const Tabs = forwardRef<HTMLDivElement, TabsProps>(function Tabs(props, ref) {
  // Pages rendered to Markdown (llms.txt, .md twins) keep the framework's plain-text tabs.
  if (import.meta.env.SSG_MD) return <DefaultTabs {...props} ref={ref} />;
  return <AccessibleTabs {...props} ref={ref} />;
});
