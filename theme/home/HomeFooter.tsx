// Copy of @rspress/core's HomeFooter (dist/theme/components/HomeFooter/index.js): the message in the reader's language (`homeFooterMessage` in i18n.json).
import { useSiteI18n } from '../i18n';
import './HomeFooter.css';

export function HomeFooter() {
  const t = useSiteI18n();
  return (
    <footer className="rp-home-footer">
      <div className="rp-home-footer__container">
        <p className="rp-home-footer__message">{t('homeFooterMessage')}</p>
      </div>
    </footer>
  );
}
