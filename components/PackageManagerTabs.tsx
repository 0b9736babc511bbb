/**
 * The framework's package-manager tabs for MDX pages (`import { PackageManagerTabs } from
 * '@components/PackageManagerTabs'`), with one change: its Bun icon carries a fixed id, which
 * repeats (invalid HTML) on a page with two of these tabs. The icon is passed in without it,
 * through the tabs' own `additionalTabs` option, which swaps a tool's icon by name.
 *
 * It lives here rather than as a theme override so that its code (7.7 KB gzip with the tool
 * icons) travels with the pages that use it instead of every page's first load.
 */
import { PackageManagerTabs as DefaultPackageManagerTabs, type PackageManagerTabProps } from '@rspress/core/theme-original';
import { Bun } from '../theme/internals';

const bunIcon = { tool: 'bun', icon: <Bun id={undefined} aria-hidden="true" /> };

export function PackageManagerTabs(props: PackageManagerTabProps) {
  // `additionalTabs` also sets the tool's command to "<tool> <command>": right for bun unless the
  // command runs a package from the registry (dlx), which bun spells `bunx`.
  if (props.dlx) return <DefaultPackageManagerTabs {...props} />;
  return <DefaultPackageManagerTabs {...props} additionalTabs={[bunIcon, ...(props.additionalTabs ?? [])]} />;
}
