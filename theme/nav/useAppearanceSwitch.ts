/**
 * Whether the reader may switch between light and dark (`darkMode` not forced). Its own file, below
 * both the navbar and the menu panel that show the switch, so neither imports the other.
 */
import { useSite } from '@rspress/core/runtime';

export function useAppearanceSwitch(): boolean {
  const { darkMode } = useSite().site.themeConfig;
  return darkMode !== false && !String(darkMode ?? '').startsWith('force-');
}
