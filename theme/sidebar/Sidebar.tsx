// Copy of @rspress/core's Sidebar (dist/theme/components/Sidebar/SidebarGroup.js): groups toggle from a button and closed groups leave the Tab order.
/**
 * The sidebar, as the framework draws it except for its groups: a group without a page of its own
 * opens and closes from a real button (aria-expanded) instead of a clickable <div>, and the links
 * of a closed group are inert, so Tab never lands on a link that cannot be seen.
 */
import type { NormalizedSidebarGroup, SidebarData } from '@rspress/core';
import { useActiveMatcher, useSidebarDynamic } from '@rspress/core/runtime';
import { IconArrowRight, renderInlineMarkdown, SvgWrapper, Tag, useLinkNavigate } from '@rspress/core/theme-original';
import type { Dispatch, ReactNode, SetStateAction } from 'react';
import { isSidebarDivider, isSidebarSectionHeader, SidebarDivider, SidebarItem, SidebarItemRaw, SidebarSectionHeader } from '../internals';
import { isSidebarGroup, toggleGroupAt } from './sidebarGroups';
import './Sidebar.css';

type SetSidebarData = Dispatch<SetStateAction<SidebarData>>;

/** Indentation the framework gives an item at each depth (overridden per depth in Sidebar.css). */
const indent = (depth: number) => (depth === 0 ? '12px' : `calc(12px * ${depth} + 12px)`);

function Chevron({ collapsed }: { collapsed: boolean }) {
  return (
    <span className="mf-sidebar-chevron" style={{ transform: collapsed ? 'rotate(0deg)' : 'rotate(90deg)' }} aria-hidden="true">
      <SvgWrapper icon={IconArrowRight} />
    </span>
  );
}

interface GroupProps {
  item: NormalizedSidebarGroup;
  path: number[];
  depth: number;
  setSidebarData: SetSidebarData;
}

function SidebarGroup({ item, path, depth, setSidebarData }: GroupProps) {
  const activeMatcher = useActiveMatcher();
  const navigate = useLinkNavigate();
  const { collapsed = false, collapsible = true } = item;
  const active = Boolean(item.link && activeMatcher(item.link));
  const toggle = () => collapsible && setSidebarData((data) => toggleGroupAt(data, path));
  const className = depth > 0 ? 'rp-sidebar-group rp-sidebar-item--group-item' : 'rp-sidebar-group';

  let row: ReactNode;
  if (item.link) {
    // As in the framework: a group with a page opens that page, and toggles once it is the current one.
    row = (
      <SidebarItemRaw
        active={active}
        link={item.link}
        icon={item.icon}
        tag={item.tag}
        text={item.text}
        context={item.context}
        className={className}
        depth={depth}
        onClick={(event) => {
          if (!active && !collapsed) return void navigate(item.link!);
          event.stopPropagation();
          void navigate(item.link!).then(toggle);
        }}
        right={collapsible && <Chevron collapsed={collapsed} />}
      />
    );
  } else {
    const content = (
      <>
        <span className="rp-sidebar-item__left">
          {item.icon && <SvgWrapper icon={item.icon} className="rp-sidebar-item__icon" />}
          <span className="rp-doc" {...renderInlineMarkdown(item.text)} />
        </span>
        <span className="rp-sidebar-item__right">
          <Tag tag={item.tag} />
          {collapsible && <Chevron collapsed={collapsed} />}
        </span>
      </>
    );
    row = collapsible ? (
      <button
        type="button"
        className={`rp-sidebar-item ${className} mf-sidebar-group__toggle`}
        style={{ paddingLeft: indent(depth) }}
        data-depth={depth}
        aria-expanded={!collapsed}
        onClick={toggle}
      >
        {content}
      </button>
    ) : (
      <div className={`rp-sidebar-item ${className} mf-sidebar-group__label`} style={{ paddingLeft: indent(depth) }} data-depth={depth}>
        {content}
      </div>
    );
  }

  return (
    <>
      {row}
      <div className="mf-sidebar-group__items" style={{ gridTemplateRows: collapsed ? '0fr' : '1fr' }}>
        <div className="mf-sidebar-group__clip" inert={collapsed}>
          <SidebarEntries items={item.items} path={path} depth={depth + 1} setSidebarData={setSidebarData} />
        </div>
      </div>
    </>
  );
}

function SidebarEntries({
  items,
  path,
  depth,
  setSidebarData,
}: {
  items: SidebarData;
  path: number[];
  depth: number;
  setSidebarData: SetSidebarData;
}) {
  return (
    <>
      {items.map((item, index) => {
        const key = `${depth}-${index}`;
        if (isSidebarDivider(item)) return <SidebarDivider key={key} depth={depth} dividerType={item.dividerType} />;
        if (isSidebarSectionHeader(item)) {
          return <SidebarSectionHeader key={key} icon={item.icon} sectionHeaderText={item.sectionHeaderText} tag={item.tag} />;
        }
        if (isSidebarGroup(item)) {
          return <SidebarGroup key={key} item={item} path={[...path, index]} depth={depth} setSidebarData={setSidebarData} />;
        }
        return <SidebarItem key={key} item={item} depth={depth} className={depth > 0 ? 'rp-sidebar-item--group-item' : undefined} />;
      })}
    </>
  );
}

export function Sidebar() {
  const [sidebarData, setSidebarData] = useSidebarDynamic();
  return <SidebarEntries items={sidebarData} path={[]} depth={0} setSidebarData={setSidebarData} />;
}
