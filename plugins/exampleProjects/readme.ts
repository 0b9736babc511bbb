/**
 * The README.md of a download, in English and Chinese (one download serves both languages'
 * pages): where the project comes from, what it needs, the one command that runs it, the same
 * steps by hand, what the reader should see, and how to run the page's own check scripts.
 */
import type { ExampleManifest } from './manifest';
import { routeOfPage } from './project';

/** The Playwright the check scripts import; the site's own version, which ran them. */
const PLAYWRIGHT = '@playwright/test@1.65.1';

const appName = (name: string, dir: string) => (dir === '.' ? name : dir);

function seen(manifest: ExampleManifest, lang: 'en' | 'zh'): string[] {
  return (manifest.checks ?? []).map((check) => {
    const texts = check.expect.map((text) => `“${text}”`).join(lang === 'en' ? ', ' : '、');
    const action = check.click ?? check.clickLink;
    if (lang === 'en')
      return `- ${check.url} shows ${texts}${action ? `; ${check.click ? 'pressing' : 'following'} “${action}” shows “${check.after}”` : ''}.`;
    return `- ${check.url} 显示 ${texts}${action ? `；${check.click ? '点击按钮' : '点击链接'} “${action}” 后显示 “${check.after}”` : ''}。`;
  });
}

/**
 * `browserScripts`: those of `manifest.scripts` that import `@playwright/test` (the caller reads
 * them); only they need it installed.
 */
export function readmeOf(name: string, manifest: ExampleManifest, files: string[], siteOrigin: string, browserScripts: string[]): string {
  const pages = (lang: 'en' | 'zh') => manifest.pages.map((page) => `${siteOrigin}${routeOfPage(page, lang)}`);
  const apps = manifest.apps;
  const byHand = apps.map((app) => `cd ${app.dir} && npm ci && npm run build && npm run preview   # http://localhost:${app.port}/`);
  const inOrder = apps.length > 1;
  const scripts = manifest.scripts ?? [];
  const usesPlaywright = browserScripts.length > 0;
  const code = (list: string[], join: string) => list.map((script) => `\`node ${script}\``).join(join);
  const node = manifest.node ?? '^20.19.0 || ^22.13.0 || >=24.0.0';
  const en = [
    `# ${name}`,
    '',
    `The project behind ${pages('en').join(', ')}, as it was built and checked for the page. Every file is here, with the lock file of each app, so \`npm ci\` installs exactly the packages that ran.`,
    '',
    `It needs Node.js ${node} and npm.`,
    '',
    '## Run it',
    '',
    '```sh',
    'node start.mjs',
    '```',
    '',
    `\`start.mjs\` installs, builds and serves ${inOrder ? `the apps one after the other, in this order (${apps.map((a) => appName(name, a.dir)).join(', then ')}), ` : 'the app '}and prints the addresses. Ctrl+C stops ${inOrder ? 'them' : 'it'}. The same by hand, ${inOrder ? 'one terminal per app, in this order' : 'in a terminal'}:`,
    '',
    '```sh',
    ...byHand,
    '```',
    '',
    ...(manifest.checks?.length ? ['## What you should see', '', ...seen(manifest, 'en'), ''] : []),
    ...(scripts.length
      ? [
          '## The page’s checks',
          '',
          `With the apps running, ${code(scripts, ' and ')} ${scripts.length > 1 ? 'measure' : 'measures'} what the page reports and compare${scripts.length > 1 ? '' : 's'} it with the committed results. A build depends a little on the folder it is built in (module ids hash an absolute path), so sizes may differ by a few bytes and hashed file names differ; the comparison allows that.${usesPlaywright ? ` ${code(browserScripts, ' and ')} ${browserScripts.length > 1 ? 'drive' : 'drives'} Chromium with Playwright, imported from this folder (\`/usr/bin/chromium\` when it exists, else Playwright's own):` : ''}`,
          '',
          '```sh',
          ...(usesPlaywright
            ? [`npm install --no-save ${PLAYWRIGHT}`, 'npx playwright install chromium   # unless /usr/bin/chromium exists']
            : []),
          ...scripts.map((s) => `node ${s}`),
          '```',
          '',
        ]
      : []),
    '## Files',
    '',
    ...files.map((file) => `- \`${file}\``),
    '',
  ];
  const zh = [
    '---',
    '',
    `# ${name}（中文说明）`,
    '',
    `这是 ${pages('zh').join('、')} 所用的示例项目，即编写该页面时实际构建并检查过的项目。所有文件都在这里，每个应用都带有锁文件（package-lock.json），\`npm ci\` 会安装与当时完全相同的依赖版本。`,
    '',
    `需要 Node.js ${node} 和 npm。`,
    '',
    '## 运行',
    '',
    '```sh',
    'node start.mjs',
    '```',
    '',
    `\`start.mjs\` 会${inOrder ? `按顺序（${apps.map((a) => appName(name, a.dir)).join(' → ')}）依次` : ''}安装依赖、构建并启动${inOrder ? '各个应用' : '应用'}，然后打印访问地址；按 Ctrl+C 停止。也可以手动执行${inOrder ? '（每个应用一个终端，按上述顺序）' : ''}：`,
    '',
    '```sh',
    ...byHand,
    '```',
    '',
    ...(manifest.checks?.length ? ['## 预期结果', '', ...seen(manifest, 'zh'), ''] : []),
    ...(scripts.length
      ? [
          '## 页面中的检查脚本',
          '',
          `应用运行时，${code(scripts, ' 和 ')} 会测量页面中给出的数据，并与已提交的结果比较。构建结果与所在目录略有关系（模块 id 由绝对路径计算哈希），因此体积可能相差几个字节，带哈希的文件名也会不同；比较时允许这些差异。${usesPlaywright ? `${code(browserScripts, ' 和 ')} 通过 Playwright 驱动 Chromium（存在 \`/usr/bin/chromium\` 时用它，否则用 Playwright 自带的），需要先在本目录安装：` : ''}`,
          '',
          '```sh',
          ...(usesPlaywright
            ? [`npm install --no-save ${PLAYWRIGHT}`, 'npx playwright install chromium   # 如果没有 /usr/bin/chromium']
            : []),
          ...scripts.map((s) => `node ${s}`),
          '```',
          '',
        ]
      : []),
  ];
  return [...en, ...zh].join('\n');
}
