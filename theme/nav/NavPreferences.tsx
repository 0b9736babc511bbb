// Copy of @rspress/core's NavScreenLangs (dist/theme/components/NavScreen/NavScreenLangs.js): languages as plain links, not behind a <div> the keyboard cannot open.
/**
 * Theme switch, language links and social links: what the navbar folds behind its menu button on
 * narrower screens (the framework's NavScreenAppearance, NavScreenLangs and social links).
 */
import { Link } from '@rspress/core/theme-original';
import { useSiteI18n } from '../i18n';
import { useLangsMenu } from '../internals';
import { SocialLinks } from './SocialLinks';
import { SwitchAppearance } from './SwitchAppearance';
import { useAppearanceSwitch } from './useAppearanceSwitch';
import './NavPreferences.css';

export function NavPreferences() {
  const t = useSiteI18n();
  const langs = useLangsMenu();
  const hasAppearanceSwitch = useAppearanceSwitch();
  return (
    <>
      {hasAppearanceSwitch && (
        <div className="rp-nav-screen-appearance">
          <span className="rp-nav-screen-appearance__left">{t('themeText')}</span>
          <span className="rp-nav-screen-appearance__right">
            <SwitchAppearance />
          </span>
        </div>
      )}
      {langs.items.length > 1 && (
        <div className="rp-nav-screen-langs">
          <span className="rp-nav-screen-langs__left">{t('languagesText')}</span>
          <ul className="rp-nav-screen-langs__right mf-nav-langs">
            {langs.items.map((item) => (
              <li key={item.lang} lang={item.lang}>
                {item.link ? (
                  <Link href={item.link} hrefLang={item.lang} rel="alternate">
                    {item.text}
                  </Link>
                ) : (
                  <span className="mf-nav-langs__current" aria-current="true">
                    {item.text}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="rp-nav-screen-divider" />
      <SocialLinks />
    </>
  );
}
