/** The home page's announcement slot: the announcement video below the feature cards. */
import { ANNOUNCEMENT_VIDEO } from '../../components/announcementVideo';
import { Video } from '../../components/Video';
import { useSiteI18n } from '../i18n';
import './HomeAnnouncement.css';

export function HomeAnnouncement() {
  const t = useSiteI18n();
  return (
    <section className="mf-home-announcement" aria-labelledby="home-announcement">
      <h2 id="home-announcement">{t('homeVideoHeading')}</h2>
      <Video {...ANNOUNCEMENT_VIDEO} title={t('homeVideoTitle')} posterLoading="lazy" />
    </section>
  );
}
