/**
 * An embedded video, played with xgplayer. Until the player nears the viewport,
 * or the reader clicks, only a poster is shown: xgplayer's JS and its CSS are loaded on demand,
 * so pages without a video never download them. Playback rules, error note and retry link
 * are xgplayer's own.
 */
import { useLang } from '@rspress/core/runtime';
import { useEffect, useRef, useState } from 'react';
// As a URL, not a stylesheet import: a static CSS import would join the site-wide stylesheet.
import xgplayerCss from 'xgplayer/dist/index.min.css?url';
import { useSiteI18n } from '../theme/i18n';
import './Video.css';

export interface Caption {
  src: string;
  lang: 'en' | 'zh';
  label: string;
}

export interface VideoProps {
  /** Media URL; a deployment can point it at a CDN. */
  src: string;
  poster: string;
  /** Accessible title, also shown on the poster button. */
  title: string;
  captions?: Caption[];
  /** Load the player when it comes this close to the viewport. */
  rootMargin?: string;
  /**
   * `lazy` where the video starts below the fold (the home page): the poster then waits for layout
   * instead of taking a phone's bandwidth from the page's first screen. Eager by default: in a post
   * the poster is often the first thing in view.
   */
  posterLoading?: 'eager' | 'lazy';
}

/** The site's player settings, as far as xgplayer exposes them. */
export const PLAYER_CONFIG = {
  volume: 0.6,
  playbackRate: { list: [2, 1.5, 1, 0.75, 0.5] },
  keyboard: { seekStep: 10 },
  screenShot: { quality: 0.92, type: 'image/png', format: '.png', width: 600, height: 337, name: 'screenshot' },
  miniscreen: { width: 320, height: 180 },
  prompt: { interval: 3000 },
  fluid: true,
  // No media request before the reader presses play: the poster stands in until then.
  videoInit: false,
  mediaAttrs: { preload: 'none' },
} as const;

let stylesheet: Promise<void> | undefined;
function loadStylesheet(): Promise<void> {
  stylesheet ??= new Promise((resolve, reject) => {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: xgplayerCss });
    link.onload = () => resolve();
    link.onerror = () => reject(new Error(`Could not load ${xgplayerCss}`));
    document.head.append(link);
  });
  return stylesheet;
}

type Stage = 'poster' | 'loading' | 'player';

/** The text of a WebVTT file, one cue per entry. */
function parseVtt(vtt: string): string[] {
  return vtt
    .replace(/\r/g, '')
    .split(/\n{2,}/)
    .map((cue) => cue.split('\n').filter((line) => line && !/^(WEBVTT|NOTE|\d+$)/.test(line) && !line.includes('-->')))
    .filter((lines) => lines.length > 0)
    .map((lines) => lines.join(' '));
}

function Transcript({ caption }: { caption: Caption }) {
  const t = useSiteI18n();
  const [lines, setLines] = useState<string[]>();
  return (
    <details
      className="mf-video__transcript"
      onToggle={(event) => {
        if (event.currentTarget.open && !lines) {
          fetch(caption.src)
            .then((response) => response.text())
            .then((text) => setLines(parseVtt(text)))
            .catch(() => setLines([]));
        }
      }}
    >
      <summary>{t('videoTranscriptText')}</summary>
      {lines?.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </details>
  );
}

export function Video({ src, poster, title, captions = [], rootMargin = '200px', posterLoading = 'eager' }: VideoProps) {
  const lang = useLang();
  const host = useRef<HTMLDivElement>(null);
  const [stage, setStage] = useState<Stage>('poster');
  // A click on the poster asks for playback as soon as the player exists.
  const playRequested = useRef(false);
  const playerRef = useRef<import('xgplayer').default>(undefined);
  const caption = captions.find((c) => c.lang === lang) ?? captions[0];

  // Start loading when the poster comes near the viewport.
  useEffect(() => {
    const element = host.current;
    if (!element || stage !== 'poster') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setStage('loading');
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [stage, rootMargin]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the player is made when the poster is left and again for a new source; captions, poster and language are read then (another language is another page)
  useEffect(() => {
    if (stage === 'poster' || !host.current) return;
    let cancelled = false;
    const element = host.current;
    Promise.all([import('xgplayer').then((m) => m.default), loadStylesheet()]).then(([Player]) => {
      if (cancelled) return;
      const created = new Player({
        el: element,
        url: src,
        poster,
        lang: lang === 'zh' ? 'zh-cn' : 'en',
        // A click on the poster while xgplayer was loading: start playing as soon as it can.
        autoplay: playRequested.current,
        ...PLAYER_CONFIG,
      });
      playerRef.current = created;
      for (const caption of captions) {
        const track = Object.assign(document.createElement('track'), {
          kind: 'captions',
          src: caption.src,
          srclang: caption.lang,
          label: caption.label,
          default: caption.lang === lang,
        });
        if (created.media instanceof HTMLMediaElement) created.media.append(track);
      }
      setStage('player');
    });
    return () => {
      cancelled = true;
      playerRef.current?.destroy();
      playerRef.current = undefined;
    };
    // Created once per source: leaving the poster stage starts it, later stage changes must not
    // recreate it.
  }, [stage === 'poster', src]);

  return (
    <figure className="mf-video" data-stage={stage}>
      <div className="mf-video__frame">
        {/* xgplayer owns this element; React renders nothing inside it. */}
        <div ref={host} className="mf-video__player" />
        {stage !== 'player' && (
          <button
            type="button"
            className="mf-video__poster"
            aria-label={title}
            onClick={() => {
              playRequested.current = true;
              // The player may already exist if it loaded on approach; then start it directly.
              const player = playerRef.current;
              if (!player) setStage('loading');
              else if (player.hasStart) void player.play();
              else {
                player.config.autoplay = true;
                void player.start();
              }
            }}
          >
            <img src={poster} alt="" aria-hidden="true" loading={posterLoading} width={1280} height={720} />
            <span className="mf-video__play" aria-hidden="true" />
          </button>
        )}
      </div>
      {/* The caption must be the figure's last child: the transcript goes inside it. */}
      <figcaption>
        <div className="mf-video__title">{title}</div>
        {caption && <Transcript caption={caption} />}
      </figcaption>
    </figure>
  );
}
