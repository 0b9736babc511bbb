/**
 * The blog's RSS feeds, one per language (`/rss/blog.rss`, `/rss/blog-zh.rss`), for
 * `@rspress/plugin-rss`. A post is a page under `blog/` other than the blog's index; its
 * frontmatter `date` orders the feed and is its publication date.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PageIndexInfo } from '@rspress/core';
import type { FeedChannel } from '@rspress/plugin-rss';
import { grayMatter } from '@rspress/shared/gray-matter';

/** Route paths of blog posts, in either language. */
export const BLOG_POST = /^(?:\/zh)?\/blog\/[^/]+$/;
/** Route paths of the blog's pages (its index and its posts), which link to their feed. */
const BLOG_PAGE = /^(?:\/zh)?\/blog\//;

/** Folder of the feed files in the build; a feed is `/<FEED_DIR>/<id>.rss`. */
export const FEED_DIR = 'rss';

const FEEDS = [
  {
    id: 'blog',
    lang: 'en',
    title: 'Module Federation blog',
    description: 'Announcements and release notes of Module Federation.',
    home: '/blog/',
  },
  {
    id: 'blog-zh',
    lang: 'zh',
    title: 'Module Federation 博客',
    description: '模块联邦的发布公告与版本说明。',
    home: '/zh/blog/',
  },
] as const;

/**
 * The newest post date of one language. A feed's `updated` defaults to the time of the build;
 * the newest post keeps two builds of the same commit identical, and is the truth for readers.
 */
function newestPostDate(docsDir: string, lang: string): Date | undefined {
  const blogDir = path.join(docsDir, lang, 'blog');
  const dates = readdirSync(blogDir)
    .filter((file) => /\.mdx?$/.test(file) && !file.startsWith('index.'))
    .map((file) => grayMatter(readFileSync(path.join(blogDir, file), 'utf8')).data.date)
    .map((date) => new Date(date as string | Date))
    .filter((date) => !Number.isNaN(date.getTime()));
  return dates.length ? new Date(Math.max(...dates.map(Number))) : undefined;
}

/** The feed a page links to: its language's, on the blog's pages only. */
export function feedOfPage(routePath: string): { title: string; path: string } | undefined {
  if (!BLOG_PAGE.test(routePath)) return undefined;
  const feed = FEEDS.find(({ lang }) => lang === (routePath.startsWith('/zh/') ? 'zh' : 'en'));
  return feed && { title: feed.title, path: `/${FEED_DIR}/${feed.id}.rss` };
}

export function blogFeeds(docsDir: string, siteOrigin: string): FeedChannel[] {
  return FEEDS.map(({ id, lang, title, description, home }) => ({
    id,
    title,
    description,
    language: lang,
    link: `${siteOrigin}${home}`,
    updated: newestPostDate(docsDir, lang),
    test: (page: PageIndexInfo) => page.lang === lang && BLOG_POST.test(page.routePath),
  }));
}
