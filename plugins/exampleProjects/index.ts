/**
 * Publishes each project under examples/ that a walkthrough was written from: its download at
 * `/examples/<name>.zip` and the listing of its files at `/examples/<name>.files.json`, which the
 * "All files" section of its pages loads when opened (so a page is no heavier for a reader who
 * never opens it). Both are made from the folder itself, so a page cannot offer a file that
 * differs from what ran.
 *
 * The pages place the components themselves (`<ExampleDownload example="…" />` near the top,
 * `<ExampleFiles example="…" />` under "All files"); what they show of each project (files,
 * size, apps and ports) reaches them as `__EXAMPLE_PROJECTS__`, and a page that names a project
 * that does not exist fails the build with its file and line. In dev both files are made afresh
 * on every request; a production build writes them into the output, and gives each page's
 * Markdown twin the files themselves, since a twin cannot open a section.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import type { Root, RootContent } from 'mdast';
import { exampleNames, readExample } from './manifest';
import { downloadFiles, type ListedFile, listingOf, projectPaths, projectSummaries, routeOfPage, zipOf } from './project';
import { provenanceOf } from './provenance';

export interface ExampleProjectsOptions {
  examplesDir: string;
  siteOrigin: string;
}

/** Where a page and the tests find an example's published files. */
export const zipPath = (name: string) => `/examples/${name}.zip`;
export const listingPath = (name: string) => `/examples/${name}.files.json`;

const COMPONENTS = new Set(['ExampleDownload', 'ExampleFiles', 'TestedWith']);

/** The parts of an MDX JSX element (`<Name attr="value" />`) this step reads. */
interface JsxElement {
  type: 'mdxJsxFlowElement';
  name: string | null;
  attributes: { type: string; name?: string; value?: unknown }[];
  position?: { start: { line: number; column: number } };
}

function* jsxElements(node: Root | RootContent): Generator<JsxElement> {
  if (node.type === 'mdxJsxFlowElement') yield node as unknown as JsxElement;
  if ('children' in node) for (const child of node.children as RootContent[]) yield* jsxElements(child);
}

const attribute = (element: JsxElement, name: string) =>
  element.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name)?.value;

/**
 * Fails on `<ExampleDownload>`, `<ExampleFiles>` or `<TestedWith>` without an `example` that
 * names a project, with the page's file and line. Gives each `<TestedWith>` what its project
 * pinned and installed (`data`, see ./provenance), after checking that the project was written
 * for this page: a page may only say it was tested with a project that lists it.
 */
export function remarkKnownExamples(examplesDir: string) {
  return () => (tree: Root, file: { path: string }) => {
    const known = exampleNames(examplesDir);
    for (const element of jsxElements(tree)) {
      if (!COMPONENTS.has(element.name ?? '')) continue;
      const value = attribute(element, 'example');
      const where = `${path.relative(process.cwd(), file.path)}:${element.position?.start.line ?? 0}:${element.position?.start.column ?? 0}`;
      if (typeof value !== 'string' || !known.includes(value))
        throw new Error(
          `${where}: <${element.name} example=${JSON.stringify(value ?? '')}> names no project under examples/ with an example.json`,
        );
      if (element.name !== 'TestedWith') continue;
      const page = /[/\\]docs[/\\](?:en|zh)[/\\](.+)$/.exec(file.path)?.[1]?.split(path.sep).join('/');
      if (page && !readExample(examplesDir, value).pages.includes(page))
        throw new Error(`${where}: <TestedWith example="${value}">, but examples/${value}/example.json does not list ${page} in "pages"`);
      const read = attribute(element, 'read');
      try {
        const data = provenanceOf(examplesDir, value, typeof read === 'string' ? read.split(/\s+/).filter(Boolean) : []);
        element.attributes.push({ type: 'mdxJsxAttribute', name: 'data', value: JSON.stringify(data) });
      } catch (error) {
        throw new Error(`${where}: <TestedWith example="${value}">: ${(error as Error).message}`);
      }
    }
  };
}

/** A Markdown fence longer than any run of backticks in `text`, so the file cannot close it. */
const fenceFor = (text: string) => '`'.repeat(Math.max(3, ...[...text.matchAll(/`+/g)].map((m) => m[0].length + 1)));

/** The "All files" section of a Markdown twin: each file in a fenced block named by its path; lock files by name only. */
export function filesAsMarkdown(name: string, files: ListedFile[], lang: 'en' | 'zh'): string {
  return files
    .map((file) => {
      const label = `\`${name}/${file.path}\``;
      if (file.text === undefined) return `${label}: ${lang === 'en' ? 'binary file, in the download' : '二进制文件，见下载包'}`;
      if (/(^|\/)package-lock\.json$/.test(file.path))
        return `${label}: ${lang === 'en' ? `npm's lock file, ${file.text.split('\n').length - 1} lines, in the download` : `npm 锁文件，共 ${file.text.split('\n').length - 1} 行，见下载包`}`;
      const fence = fenceFor(file.text);
      return `${label}\n\n${fence}${path.extname(file.path).slice(1)}\n${file.text.replace(/\n$/, '')}\n${fence}`;
    })
    .join('\n\n');
}

/**
 * Appends the files to the "All files" section (the page's last) of each twin of the example's
 * pages, whose component rendered only the button that opens it.
 */
function completeTwins(outDir: string, name: string, pages: string[], files: ListedFile[]): void {
  for (const lang of ['en', 'zh'] as const)
    for (const page of pages) {
      const twin = path.join(outDir, `${routeOfPage(page, lang).replace(/\/$/, '/index')}.md`);
      let markdown: string;
      try {
        markdown = readFileSync(twin, 'utf8');
      } catch {
        continue;
      }
      const heading = markdown.lastIndexOf(lang === 'en' ? '\n## All files' : '\n## 全部文件');
      if (heading < 0) throw new Error(`${path.relative(process.cwd(), twin)}: no "All files" section for the files of examples/${name}/`);
      // The heading, then the section's first paragraph; what the component rendered after it goes.
      const intro = markdown.indexOf('\n\n', markdown.indexOf('\n\n', heading + 1) + 2);
      writeFileSync(twin, `${markdown.slice(0, intro)}\n\n${filesAsMarkdown(name, files, lang)}\n`);
    }
}

export function pluginExampleProjects(options: ExampleProjectsOptions): RspressPlugin {
  const { examplesDir, siteOrigin } = options;
  const publish = (name: string, paths?: string[]) => {
    const files = downloadFiles(examplesDir, name, siteOrigin, paths);
    return { zip: zipOf(name, files), listing: listingOf(files) };
  };
  return {
    name: 'module-federation-docs:example-projects',
    markdown: { remarkPlugins: [remarkKnownExamples(examplesDir)] },
    builderConfig: {
      source: { define: { __EXAMPLE_PROJECTS__: JSON.stringify(projectSummaries(examplesDir, siteOrigin)) } },
      dev: {
        setupMiddlewares: [
          (middlewares) => {
            middlewares.unshift((req, res, next) => {
              const match = /^\/examples\/([\w-]+)\.(zip|files\.json)$/.exec(req.url?.split('?')[0] ?? '');
              if (!match || !exampleNames(examplesDir).includes(match[1]!)) return next();
              const published = publish(match[1]!);
              res.setHeader('Content-Type', match[2] === 'zip' ? 'application/zip' : 'application/json');
              res.end(match[2] === 'zip' ? published.zip : JSON.stringify(published.listing));
            });
          },
        ],
      },
    },
    afterBuild(config, isProd) {
      if (!isProd) return;
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      mkdirSync(path.join(outDir, 'examples'), { recursive: true });
      for (const [name, paths] of projectPaths(examplesDir)) {
        const published = publish(name, paths);
        writeFileSync(path.join(outDir, zipPath(name)), published.zip);
        writeFileSync(path.join(outDir, listingPath(name)), JSON.stringify(published.listing));
        if (config.llms) completeTwins(outDir, name, readExample(examplesDir, name).pages, published.listing);
      }
    },
  };
}
