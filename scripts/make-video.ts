/**
 * Regenerates the announcement video shipped in `public/video/`: title cards from
 * `scripts/video/slides.html` and a screenshot of the built quick start page, rendered in
 * Chromium and joined with crossfades by Debian's ffmpeg. Also writes the poster and
 * English and Chinese captions (WebVTT) whose cues follow the slides.
 *
 * Usage: npm run build && npm run make-video   (needs /usr/bin/ffmpeg: apt-get install ffmpeg)
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium';
import { startServer } from '../support/staticServer';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, 'public/video');
const SIZE = { width: 1280, height: 720 };
const SLIDE_SECONDS = 4;
const FADE_SECONDS = 0.6;

/** The slides in order: a title card (#id in slides.html) or a page of the built site. */
const SLIDES: { card?: string; page?: string; en: string; zh: string }[] = [
  {
    card: 'intro',
    en: 'Module Federation shares code between JavaScript applications at run time.',
    zh: '模块联邦让 JavaScript 应用在运行时共享代码。',
  },
  {
    card: 'load',
    en: 'A host loads the modules that remotes expose, over the network, when the page needs them.',
    zh: '消费者在页面需要时，通过网络加载生产者导出的模块。',
  },
  {
    card: 'share',
    en: 'Shared dependencies such as React are negotiated once, so every app uses one copy.',
    zh: 'React 等共享依赖在运行时协商，所有应用只使用一份。',
  },
  {
    page: '/guide/start/quick-start',
    en: 'The quick start builds a provider and a host with Rsbuild in a few minutes.',
    zh: '快速上手用 Rsbuild 在几分钟内搭好一个生产者和一个消费者。',
  },
  {
    card: 'config',
    en: 'The same few options work with Rsbuild, Rspack and webpack.',
    zh: '同一套配置项适用于 Rsbuild、Rspack 与 webpack。',
  },
  {
    card: 'outro',
    en: 'Read the guide, the configuration reference and the runtime API, in English and Chinese.',
    zh: '阅读指南、配置参考与运行时 API，提供中英文版本。',
  },
];

function timestamp(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const h = String(Math.floor(ms / 3_600_000)).padStart(2, '0');
  const m = String(Math.floor((ms % 3_600_000) / 60_000)).padStart(2, '0');
  const s = String(Math.floor((ms % 60_000) / 1000)).padStart(2, '0');
  return `${h}:${m}:${s}.${String(ms % 1000).padStart(3, '0')}`;
}

/** WebVTT captions: one cue per slide, switching halfway through each crossfade. */
export function captions(lang: 'en' | 'zh'): string {
  const step = SLIDE_SECONDS - FADE_SECONDS;
  const total = SLIDES.length * step + FADE_SECONDS;
  const cues = SLIDES.map((slide, i) => {
    const start = i === 0 ? 0 : i * step + FADE_SECONDS / 2;
    const end = i === SLIDES.length - 1 ? total : (i + 1) * step + FADE_SECONDS / 2;
    return `${i + 1}\n${timestamp(start)} --> ${timestamp(end)}\n${slide[lang]}`;
  });
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

const slideUrl = (card: string) => `${pathToFileURL(path.join(import.meta.dirname, 'video/slides.html')).href}#${card}`;

async function renderSlides(dir: string): Promise<{ slides: string[]; poster: string }> {
  const server = await startServer({ port: 0 });
  const { port } = server.address() as { port: number };
  const browser = await chromium.launch(chromiumLaunchOptions());
  const context = await browser.newContext({ viewport: SIZE, colorScheme: 'dark' });
  await context.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
  const page = await context.newPage();
  const files: string[] = [];
  for (const [i, slide] of SLIDES.entries()) {
    const url = slide.card ? slideUrl(slide.card) : `http://localhost:${port}${slide.page}`;
    await page.goto(url, { waitUntil: 'networkidle' });
    const file = path.join(dir, `slide-${i}.png`);
    await page.screenshot({ path: file });
    files.push(file);
  }
  // The poster is its own card, with its centre left clear for the play button.
  const poster = path.join(dir, 'poster.png');
  await page.goto(slideUrl('poster'));
  await page.screenshot({ path: poster });
  await browser.close();
  server.close();
  return { slides: files, poster };
}

function encode({ slides, poster }: { slides: string[]; poster: string }) {
  const inputs = slides.flatMap((file) => ['-loop', '1', '-t', String(SLIDE_SECONDS), '-i', file]);
  // Chain crossfades: [0][1] → v1, [v1][2] → v2, ...
  const filters: string[] = [];
  let previous = '0:v';
  for (let i = 1; i < slides.length; i++) {
    const offset = (i * (SLIDE_SECONDS - FADE_SECONDS)).toFixed(2);
    const label = `v${i}`;
    filters.push(`[${previous}][${i}:v]xfade=transition=fade:duration=${FADE_SECONDS}:offset=${offset}[${label}]`);
    previous = label;
  }
  const video = path.join(OUT, 'announcement.mp4');
  execFileSync('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    ...inputs,
    '-filter_complex',
    `${filters.join(';')};[${previous}]format=yuv420p,fps=24[out]`,
    '-map',
    '[out]',
    '-c:v',
    'libx264',
    '-preset',
    'slow',
    '-crf',
    '30',
    '-tune',
    'stillimage',
    '-movflags',
    '+faststart',
    '-metadata',
    'title=Module Federation announcement',
    video,
  ]);
  execFileSync('ffmpeg', ['-y', '-loglevel', 'error', '-i', poster, '-q:v', '4', path.join(OUT, 'announcement-poster.jpg')]);
  return video;
}

const work = mkdtempSync(path.join(tmpdir(), 'mf-video-'));
mkdirSync(OUT, { recursive: true });
try {
  const video = encode(await renderSlides(work));
  for (const lang of ['en', 'zh'] as const) writeFileSync(path.join(OUT, `announcement.${lang}.vtt`), captions(lang));
  console.log(`${path.relative(ROOT, video)}: ${(statSync(video).size / 1024).toFixed(0)} KB`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
