// Copy of @rspress/core's SwitchAppearance (dist/theme/components/SwitchAppearance/index.js): a toggle button, not a clickable <div> the keyboard cannot reach.
/** The light/dark switch. Same look, same storage: it calls the framework's theme setter. */
import { ThemeContext } from '@rspress/core/runtime';
import { IconMoon, IconSun, SvgWrapper } from '@rspress/core/theme-original';
import { useContext, useEffect, useState } from 'react';
import { useSiteI18n } from '../i18n';
import './SwitchAppearance.css';

export function SwitchAppearance({ onClick }: { onClick?: () => void }) {
  const { theme, setTheme } = useContext(ThemeContext);
  const t = useSiteI18n();
  // The server cannot know the reader's theme: the pressed state is only announced once hydrated.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  return (
    <button
      type="button"
      className="rp-switch-appearance mf-switch-appearance"
      aria-label={t('darkThemeText')}
      aria-pressed={hydrated ? theme === 'dark' : undefined}
      onClick={() => {
        setTheme?.(theme === 'dark' ? 'light' : 'dark');
        onClick?.();
      }}
    >
      <SvgWrapper className="rp-switch-appearance__icon rp-switch-appearance__icon--sun" icon={IconSun} fill="currentColor" />
      <SvgWrapper className="rp-switch-appearance__icon rp-switch-appearance__icon--moon" icon={IconMoon} fill="currentColor" />
    </button>
  );
}
