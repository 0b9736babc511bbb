/** The announcement video shipped in public/video (regenerate with `npm run make-video`). */
import type { VideoProps } from './Video';

export const ANNOUNCEMENT_VIDEO: Omit<VideoProps, 'title'> = {
  src: '/video/announcement.mp4',
  poster: '/video/announcement-poster.jpg',
  captions: [
    { src: '/video/announcement.en.vtt', lang: 'en', label: 'English' },
    { src: '/video/announcement.zh.vtt', lang: 'zh', label: '简体中文' },
  ],
};
