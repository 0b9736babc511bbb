/**
 * Search-quality benchmark for the documentation site.
 *
 * Each entry is something a reader types into the docs search box, and the route(s) of the
 * page they would be satisfied to land on. Routes follow the site's file mapping:
 * `docs/en/a/b.mdx` → `/a/b`, `docs/en/a/index.mdx` → `/a/`, and the same under `/zh` for
 * `docs/zh`. Every expected page was checked by reading it: the words or the concept of the
 * query are on that page, and it is the best answer in its language. Queries whose words
 * appear on no page of that language are realistic synonyms and carry `note: 'synonym'`.
 */

/** One search a reader types, and the page (route) that should come up. */
export interface SearchQuery {
  query: string;
  expected: string[];
  note?: string;
}

export const EN_QUERIES: SearchQuery[] = [
  // Option and API names, typed exactly as they appear in code
  { query: 'requiredVersion', expected: ['/configure/shared'] },
  { query: 'getPublicPath', expected: ['/configure/getpublicpath'] },
  { query: 'runtimePlugins', expected: ['/configure/runtimeplugins'] },
  { query: 'errorLoadRemote', expected: ['/plugin/dev/'] },
  { query: 'createScript', expected: ['/plugin/dev/'] },
  { query: 'registerRemotes', expected: ['/guide/basic/runtime'] },
  { query: 'disableLiveReload', expected: ['/configure/dev'] },
  { query: 'typesOnBuild', expected: ['/configure/dts'] },
  { query: 'exposePages', expected: ['/practice/frameworks/next/presets'] },
  { query: 'UniversalFederationPlugin', expected: ['/plugin/plugins/'] },
  { query: 'enableBridgeRouter', expected: ['/configure/'] },
  { query: 'additionalData', expected: ['/configure/manifest'] },
  { query: 'loadRemoteModule', expected: ['/practice/frameworks/angular/angular-mfe'] },
  { query: 'FEDERATION_DEBUG', expected: ['/guide/basic/chrome-devtool'] },

  // Option and API names typed lowercase, partial or with a second word
  { query: 'singleton', expected: ['/configure/shared'] },
  { query: 'loadremote', expected: ['/guide/basic/runtime'] },
  { query: 'dts', expected: ['/configure/dts'] },
  { query: 'manifest', expected: ['/configure/manifest'] },
  { query: 'exposes', expected: ['/configure/exposes'] },
  { query: 'remotes', expected: ['/configure/remotes'] },
  { query: 'filename remoteentry', expected: ['/configure/filename'] },
  { query: 'implementation runtime-tools', expected: ['/configure/implementation'] },
  { query: 'beforerequest', expected: ['/plugin/dev/'] },
  { query: 'mf-stats.json', expected: ['/guide/advanced/stats-fields'] },

  { query: 'treeShakingMode', expected: ['/guide/advanced/shared-tree-shaking'] },
  { query: 'mf dts', expected: ['/guide/basic/cli'] },

  // Error codes and messages pasted from a terminal or the browser console
  { query: 'RUNTIME-014', expected: ['/guide/troubleshooting/runtime'] },
  { query: 'TYPE-001', expected: ['/guide/troubleshooting/type'] },
  { query: 'BUILD-002', expected: ['/guide/troubleshooting/build'] },
  { query: 'cors-warn', expected: ['/guide/troubleshooting/other'] },
  { query: 'BUILD-001 Failed to find expose module', expected: ['/guide/troubleshooting/build', '/configure/exposes'] },
  { query: 'Shared module is not available for eager consumption', expected: ['/configure/shared'] },
  { query: 'ModuleFederationPlugin name is required', expected: ['/configure/name'] },
  { query: 'Library name base must be a valid identifier', expected: ['/configure/name'] },
  { query: "Detect you don't set exposes, 'getPublicPath' will not have effect", expected: ['/configure/getpublicpath'] },
  { query: 'Manifest will not generate, because publicPath can only be string', expected: ['/configure/manifest'] },
  { query: 'Unable to resolve runtime entry', expected: ['/configure/implementation'] },
  { query: 'Detect duplicate register RspackModuleFederationPlugin', expected: ['/configure/'] },
  { query: 'Failed to download types archive', expected: ['/guide/basic/type-prompt'] },
  {
    query: "Cannot find module 'webpack/lib/util/extractUrlAndGlobal'",
    expected: ['/guide/basic/webpack', '/guide/framework/nextjs'],
    note: 'the webpack page fixes it for webpack; the Next.js page names it beside the message Next.js prints',
  },
  { query: '_resolveContext_stack.delete is not a function', expected: ['/guide/framework/nextjs'] },
  { query: "Cannot find module 'styled-jsx/package.json'", expected: ['/practice/frameworks/next/'] },
  { query: 'window is not defined', expected: ['/practice/frameworks/next/importing-components'] },
  { query: 'you cannot set custom library', expected: ['/practice/frameworks/next/presets'] },
  { query: 'Missing parameter name at index 1', expected: ['/practice/frameworks/next/express'] },
  { query: 'useRoutes() may be used only in the context of a Router component', expected: ['/practice/frameworks/react/'] },
  { query: 'NO_I18NEXT_INSTANCE', expected: ['/practice/frameworks/react/i18n-react'] },
  { query: 'NullInjectorError: No provider for InjectionToken auth0.client', expected: ['/practice/frameworks/angular/auth0'] },
  { query: 'Okta config is not provided', expected: ['/practice/frameworks/angular/okta-auth'] },
  { query: 'could not load configFile: mf.manifest.json', expected: ['/practice/frameworks/angular/splitting-to-mf-part2'] },
  { query: 'Native Federation server loader is not initialized', expected: ['/practice/frameworks/angular/mf-ssr-angular'] },
  { query: 'service worker hash mismatch', expected: ['/practice/frameworks/angular/service-workers-mf'] },

  // Tasks, in the short phrasing a developer types
  { query: 'share react between apps', expected: ['/configure/shared'] },
  { query: 'typescript types for remote components', expected: ['/guide/basic/type-prompt'] },
  { query: 'preload remote', expected: ['/guide/basic/runtime'] },
  { query: 'fallback when remote fails', expected: ['/guide/advanced/error-handling', '/practice/scenario/', '/plugin/dev/'] },
  { query: 'chrome devtools', expected: ['/guide/basic/chrome-devtool'] },
  { query: 'proxy deployed remote to localhost', expected: ['/guide/basic/chrome-devtool'] },
  { query: 'install packages', expected: ['/guide/start/npm-packages'] },
  { query: 'which node version', expected: ['/guide/start/setting-up-env'] },
  { query: 'angular module federation', expected: ['/practice/frameworks/angular/'] },
  { query: 'angular ssr', expected: ['/practice/frameworks/angular/mf-ssr-angular'] },
  { query: 'vite module federation', expected: ['/guide/basic/vite'] },
  { query: 'rsbuild plugin options', expected: ['/guide/basic/rsbuild'] },
  { query: 'publish remote as a library', expected: ['/guide/basic/rslib'] },
  { query: 'modern.js ssr', expected: ['/guide/framework/modernjs'] },
  { query: 'vue remote in react host', expected: ['/practice/frameworks/vue/'] },
  { query: 'ng add angular architects', expected: ['/practice/frameworks/angular/angular-cli'] },
  { query: 'next.js app router', expected: ['/guide/framework/nextjs'] },
  { query: 'import remote pages next.js', expected: ['/practice/frameworks/next/importing-pages'] },
  { query: 'next/dynamic ssr false', expected: ['/practice/frameworks/next/importing-components'] },
  { query: 'register remotes per environment next.js', expected: ['/practice/frameworks/next/dynamic-remotes'] },
  { query: 'custom express server revalidate', expected: ['/practice/frameworks/next/express'] },
  { query: 'react router bridge', expected: ['/practice/frameworks/react/'] },
  { query: 'react-i18next translations', expected: ['/practice/frameworks/react/i18n-react'] },
  { query: 'hot reload remote types', expected: ['/configure/dev'] },
  { query: 'module-federation/node runtimePlugin', expected: ['/plugin/plugins/'] },
  { query: 'rspack setup', expected: ['/guide/basic/rspack'] },
  {
    query: 'migrate from webpack ModuleFederationPlugin',
    expected: ['/guide/basic/webpack', '/blog/announcement'],
    note: 'both pages have a migration section',
  },
  {
    query: 'split monolith into micro frontends',
    expected: ['/practice/scenario/', '/practice/frameworks/angular/splitting-to-mf-part1'],
  },
  { query: 'a/b test rollout remote', expected: ['/practice/scenario/'] },
  { query: 'shared design system', expected: ['/practice/scenario/'] },
  { query: 'restart after changing federation config', expected: ['/guide/start/quick-start'] },
  { query: 'upgrade safely changelog', expected: ['/blog/'] },
  { query: 'add my project to showcase', expected: ['/showcase/'] },
  { query: 'module-federation-examples', expected: ['/showcase/', '/practice/overview'] },
  { query: 'which framework guide to choose', expected: ['/practice/frameworks/'] },
  { query: 'end-to-end walkthroughs', expected: ['/practice/overview'] },

  { query: 'reduce remoteEntry size', expected: ['/guide/advanced/runtime-size-optimization'] },
  { query: 'tree shake a shared library', expected: ['/guide/advanced/shared-tree-shaking'] },
  { query: 'two versions of lodash in different share scopes', expected: ['/guide/advanced/multiple-shared-scope'] },
  { query: 'what is in mf-manifest.json', expected: ['/guide/advanced/manifest-fields'] },
  { query: 'when does the runtime fetch the manifest', expected: ['/guide/basic/manifest-snapshot'] },
  { query: 'ChunkLoadError remote', expected: ['/guide/advanced/error-handling'] },
  { query: 'retry with backoff circuit breaker', expected: ['/plugin/custom-retry-plugin'] },
  { query: 'remote component data loader', expected: ['/guide/data/data-fetch'] },
  { query: 'cache remote data revalidate', expected: ['/guide/data/data-fetch-cache'] },
  { query: 'prefetch data on hover', expected: ['/guide/data/data-prefetch'] },
  { query: 'remote css overrides host styles', expected: ['/guide/basic/css-isolate'] },
  { query: 'cache headers for remoteEntry.js', expected: ['/guide/deployment/'] },
  { query: 'rollback a remote version', expected: ['/guide/deployment/'] },
  { query: 'llms.txt for AI assistants', expected: ['/ai/'] },
  { query: 'nx module federation host remotes', expected: ['/practice/monorepos/nx'] },
  { query: 'devRemotes', expected: ['/practice/monorepos/nx'] },
  { query: 'react native mini app', expected: ['/practice/frameworks/react-native'] },
  { query: 'withModuleFederation metro config', expected: ['/practice/frameworks/react-native'] },
  { query: 'mock loadRemote in a unit test', expected: ['/guide/basic/testing'] },
  { query: 'rstest', expected: ['/guide/basic/testing'] },
  { query: 'share components between rspress sites', expected: ['/practice/frameworks/rspress'] },

  // Concepts
  { query: 'what is a host', expected: ['/guide/start/glossary', '/guide/start/'] },
  { query: 'shared scope', expected: ['/guide/start/glossary'] },
  { query: 'micro frontends', expected: ['/guide/start/glossary', '/guide/start/'] },
  { query: 'what is remote entry', expected: ['/guide/start/glossary'] },
  { query: 'what is module federation', expected: ['/guide/start/'] },
  { query: 'when not to use module federation', expected: ['/guide/start/'] },
  { query: 'manifest vs remoteEntry.js', expected: ['/guide/start/quick-start'] },
  { query: 'version-first vs loaded-first', expected: ['/guide/start/features', '/configure/sharestrategy'] },
  { query: 'what is new in module federation 2.0', expected: ['/blog/announcement'] },
  { query: 'semver versioning policy', expected: ['/blog/'] },
  { query: '0.1 release notes', expected: ['/blog/v0-1'] },

  // Synonyms: words a reader types that the pages phrase differently
  { query: 'microfrontend framework comparison', expected: ['/practice/frameworks/'], note: 'synonym' },
  { query: 'getting started tutorial', expected: ['/guide/start/quick-start'], note: 'synonym' },
  { query: 'who uses module federation', expected: ['/showcase/'], note: 'synonym' },
];

export const ZH_QUERIES: SearchQuery[] = [
  // 配置项与 API 名称，夹带中文说明
  { query: 'requiredVersion 版本范围', expected: ['/zh/configure/shared'] },
  { query: 'loadRemote 返回值', expected: ['/zh/guide/basic/runtime'] },
  { query: 'runtimePlugins 配置', expected: ['/zh/configure/runtimeplugins'] },
  { query: 'getPublicPath 多个 CDN', expected: ['/zh/configure/getpublicpath'] },
  { query: 'manifest 文件名', expected: ['/zh/configure/manifest'] },
  { query: 'dts: false 关闭', expected: ['/zh/configure/dts'] },
  { query: 'errorLoadRemote 钩子', expected: ['/zh/plugin/dev/'] },
  { query: 'exposes 导出模块', expected: ['/zh/configure/exposes'] },
  { query: 'filename 固定文件名', expected: ['/zh/configure/filename'] },
  { query: 'name 必填', expected: ['/zh/configure/name'] },
  { query: 'implementation runtime-tools', expected: ['/zh/configure/implementation'] },
  { query: 'remotes 生产者地址', expected: ['/zh/configure/remotes'] },
  { query: 'exposePages 默认共享', expected: ['/zh/practice/frameworks/next/presets'] },
  { query: 'disableLiveReload 页面自动刷新', expected: ['/zh/configure/dev'] },
  { query: 'createModuleFederationConfig 独立配置文件', expected: ['/zh/configure/'] },
  { query: 'next registerRemotes 运行时注册生产者', expected: ['/zh/practice/frameworks/next/dynamic-remotes'] },

  { query: 'treeShakingMode 模式', expected: ['/zh/guide/advanced/shared-tree-shaking'] },
  { query: 'mf dts 命令', expected: ['/zh/guide/basic/cli'] },

  // 报错信息与错误码
  { query: 'RUNTIME-004', expected: ['/zh/guide/troubleshooting/runtime'] },
  { query: 'RUNTIME-010 The name option cannot be changed after initialization', expected: ['/zh/guide/troubleshooting/runtime'] },
  { query: 'TYPE-001', expected: ['/zh/guide/troubleshooting/type'] },
  { query: 'BUILD-002', expected: ['/zh/guide/troubleshooting/build'] },
  { query: 'cors-warn', expected: ['/zh/guide/troubleshooting/other'] },
  { query: 'TYPE-001 生成类型失败', expected: ['/zh/guide/basic/type-prompt', '/zh/guide/troubleshooting/type'] },
  { query: '共享单例版本不满足要求', expected: ['/zh/configure/shared'] },
  {
    query: 'NEXT_PRIVATE_LOCAL_WEBPACK 环境变量',
    expected: ['/zh/guide/framework/nextjs', '/zh/practice/frameworks/next/'],
  },
  { query: 'NG0203 报错', expected: ['/zh/practice/frameworks/angular/angular-mfe'] },
  { query: 'remoteEntry.js 返回 404', expected: ['/zh/practice/frameworks/next/express'] },
  { query: 'window is not defined', expected: ['/zh/practice/frameworks/next/importing-components'] },
  { query: 'Auth0 回调 URL 不匹配', expected: ['/zh/practice/frameworks/angular/auth0'] },
  { query: 'ng add 询问构建器', expected: ['/zh/practice/frameworks/angular/angular-cli'] },

  // 中文任务与概念
  { query: '运行时体积', expected: ['/zh/guide/advanced/runtime-size-optimization'] },
  { query: '共享依赖 摇树', expected: ['/zh/guide/advanced/shared-tree-shaking'] },
  { query: '多个共享作用域', expected: ['/zh/guide/advanced/multiple-shared-scope'] },
  { query: 'mf-manifest.json 字段', expected: ['/zh/guide/advanced/manifest-fields'] },
  { query: 'Manifest 快照', expected: ['/zh/guide/basic/manifest-snapshot'] },
  { query: '错误边界 远程组件', expected: ['/zh/guide/advanced/error-handling'] },
  { query: '熔断', expected: ['/zh/plugin/custom-retry-plugin'] },
  { query: '远程组件 数据获取', expected: ['/zh/guide/data/data-fetch'] },
  { query: '数据缓存 revalidateTag', expected: ['/zh/guide/data/data-fetch-cache'] },
  { query: '数据预取', expected: ['/zh/guide/data/data-prefetch'] },
  { query: '样式污染', expected: ['/zh/guide/basic/css-isolate'] },
  { query: '跨域 manifest', expected: ['/zh/guide/deployment/', '/zh/guide/troubleshooting/other', '/zh/guide/start/quick-start'] },
  { query: '版本回滚', expected: ['/zh/guide/deployment/'] },
  { query: 'AI 编程助手', expected: ['/zh/ai/'] },
  { query: 'Nx 单体仓库', expected: ['/zh/practice/monorepos/nx'] },
  { query: 'React Native 移动端', expected: ['/zh/practice/frameworks/react-native'] },
  { query: '单元测试 远程模块', expected: ['/zh/guide/basic/testing'] },
  { query: 'Rspress 文档站 共享组件', expected: ['/zh/practice/frameworks/rspress'] },
  { query: 'vite 模块联邦', expected: ['/zh/guide/basic/vite'] },
  { query: 'rsbuild 插件选项', expected: ['/zh/guide/basic/rsbuild'] },
  { query: 'rslib 发布', expected: ['/zh/guide/basic/rslib'] },
  { query: 'modern.js 服务端渲染', expected: ['/zh/guide/framework/modernjs'] },
  { query: 'vue 共享', expected: ['/zh/practice/frameworks/vue/'] },
  { query: '共享 react', expected: ['/zh/configure/shared'] },
  { query: 'shared 单例', expected: ['/zh/configure/shared'] },
  { query: '远程模块加载失败', expected: ['/zh/guide/advanced/error-handling', '/zh/practice/scenario/', '/zh/plugin/dev/'] },
  { query: '类型提示', expected: ['/zh/guide/basic/type-prompt'] },
  { query: '运行时插件', expected: ['/zh/plugin/dev/'] },
  { query: '钩子 参数 返回值 速查', expected: ['/zh/plugin/dev/hooks'] },
  { query: 'preloadRemote 预加载', expected: ['/zh/guide/basic/runtime'] },
  { query: '模块联邦是什么', expected: ['/zh/guide/start/'] },
  { query: '微前端', expected: ['/zh/guide/start/glossary', '/zh/guide/start/'] },
  { query: '共享作用域', expected: ['/zh/guide/start/glossary'] },
  { query: '消费者和生产者', expected: ['/zh/guide/start/glossary', '/zh/guide/start/'] },
  { query: '安装哪个包', expected: ['/zh/guide/start/npm-packages'] },
  { query: 'Node.js 版本要求', expected: ['/zh/guide/start/setting-up-env'] },
  { query: '版本选择 loaded-first', expected: ['/zh/guide/start/features'] },
  { query: 'Chrome 扩展 代理生产者', expected: ['/zh/guide/basic/chrome-devtool'] },
  { query: 'rspack 接入模块联邦', expected: ['/zh/guide/basic/rspack'] },
  { query: 'webpack 迁移', expected: ['/zh/guide/basic/webpack', '/zh/blog/announcement'] },
  { query: 'nextjs 导入页面', expected: ['/zh/practice/frameworks/next/importing-pages'] },
  { query: 'next 自定义服务器', expected: ['/zh/practice/frameworks/next/express'] },
  { query: 'angular 模块联邦 如何选择', expected: ['/zh/practice/frameworks/angular/'] },
  { query: 'angular 服务端渲染', expected: ['/zh/practice/frameworks/angular/mf-ssr-angular'] },
  { query: 'Service Worker 旧版生产者', expected: ['/zh/practice/frameworks/angular/service-workers-mf'] },
  { query: 'okta 登录', expected: ['/zh/practice/frameworks/angular/okta-auth'] },
  { query: 'i18next 国际化', expected: ['/zh/practice/frameworks/react/i18n-react'] },
  { query: 'react-router 共享单例 bridge', expected: ['/zh/practice/frameworks/react/'] },
  {
    query: '拆分单体应用',
    expected: ['/zh/practice/scenario/', '/zh/practice/frameworks/angular/splitting-to-mf-part1'],
  },
  { query: '灰度发布', expected: ['/zh/practice/scenario/'] },
  { query: '版本回滚 地址清单', expected: ['/zh/practice/frameworks/angular/splitting-to-mf-part2'] },
  { query: '同一页面多个框架', expected: ['/zh/practice/frameworks/'] },
  { query: 'module-federation-examples 更多示例', expected: ['/zh/practice/overview', '/zh/showcase/'] },
  { query: '安全升级 版本号', expected: ['/zh/blog/'] },
  { query: '模块联邦 2.0 变化', expected: ['/zh/blog/announcement'] },
  { query: '0.1 版本 发布说明', expected: ['/zh/blog/v0-1'] },
  { query: '开源项目 示例应用', expected: ['/zh/showcase/'] },

  // 同义说法：页面上用的是另一个词
  { query: '快速开始', expected: ['/zh/guide/start/quick-start'], note: 'synonym' },
  { query: 'chrome 调试插件', expected: ['/zh/guide/basic/chrome-devtool'], note: 'synonym' },
  { query: '暴露组件给其他应用', expected: ['/zh/configure/exposes'], note: 'synonym' },
];

/**
 * Messages pasted whole from a terminal or the browser console, with the names, URLs and versions of
 * the reader's own apps (so they never occur word for word on a page). Expected: the section that
 * explains the message, by its anchor; a message with a code belongs to that code's entry.
 */
export const PASTED_EN: SearchQuery[] = [
  {
    query: 'Uncaught Error: Shared module is not available for eager consumption: webpack/sharing/consume/default/react-dom/react-dom',
    expected: ['/configure/shared#eager-consumption-error', '/guide/troubleshooting/other#eager-consumption'],
  },
  {
    query: 'Invalid hook call. Hooks can only be called inside of the body of a function component',
    expected: ['/guide/troubleshooting/other#duplicate-react', '/configure/shared#duplicate-react'],
  },
  { query: '[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003', expected: ['/guide/troubleshooting/runtime#runtime-003'] },
  {
    query: 'Error: [ Federation Runtime ]: Failed to load script resources. #RUNTIME-008',
    expected: ['/guide/troubleshooting/runtime#runtime-008'],
  },
  { query: '[ Federation Runtime ]: Failed to locate remote. #RUNTIME-004', expected: ['/guide/troubleshooting/runtime#runtime-004'] },
  {
    query: 'Uncaught Error: [ Federation Runtime ]: Invalid loadShareSync function call from runtime #RUNTIME-006',
    expected: ['/guide/troubleshooting/runtime#runtime-006'],
  },
  {
    query: 'Invalid loadShareSync function call from bundler runtime #RUNTIME-005',
    expected: ['/guide/troubleshooting/runtime#runtime-005'],
  },
  {
    query: '[ Federation Runtime ]: Failed to get remoteEntry exports. #RUNTIME-001',
    expected: ['/guide/troubleshooting/runtime#runtime-001'],
  },
  {
    query: '[ Federation Runtime ]: The remote entry interface does not contain "init" #RUNTIME-002',
    expected: ['/guide/troubleshooting/runtime#runtime-002'],
  },
  {
    query: '[ Federation Runtime ]: Failed to get remote snapshot. #RUNTIME-007',
    expected: ['/guide/troubleshooting/runtime#runtime-007'],
  },
  {
    query: '[ Federation Runtime ]: Please call createInstance first. #RUNTIME-009',
    expected: ['/guide/troubleshooting/runtime#runtime-009'],
  },
  {
    query: '[ Federation Runtime ]: The remote does not expose the requested module. #RUNTIME-014',
    expected: ['/guide/troubleshooting/runtime#runtime-014'],
  },
  {
    query: '[ Federation Runtime ]: Remote container initialization failed. #RUNTIME-015',
    expected: ['/guide/troubleshooting/runtime#runtime-015'],
  },
  {
    query: '[ Federation Runtime ]: The manifest is not a valid Module Federation manifest. #RUNTIME-013',
    expected: ['/guide/troubleshooting/runtime#runtime-013'],
  },
  {
    query:
      '[ Federation Runtime ] Version 18.2.0 from shell of shared singleton module react-dom does not satisfy the requirement of cart which needs ^19.0.0)',
    expected: ['/configure/shared#singleton-version-warning', '/guide/troubleshooting/other#duplicate-react'],
  },
  {
    query:
      "Access to script at 'http://localhost:3001/remoteEntry.js' from origin 'http://localhost:3000' has been blocked by CORS policy: No 'Access-Control-Allow-Origin' header is present",
    expected: ['/guide/start/quick-start#cors-error', '/guide/basic/rspack#cors-error', '/guide/deployment/#cors'],
  },
  {
    query: "Uncaught SyntaxError: Unexpected token '<' (at remoteEntry.js:1:1)",
    expected: [
      '/guide/start/quick-start#wrong-public-path',
      '/guide/basic/rslib#wrong-asset-prefix',
      '/guide/deployment/#public-path',
      '/guide/troubleshooting/other#wrong-public-path',
    ],
  },
  {
    query: 'TypeError: Failed to fetch dynamically imported module: http://localhost:5174/remoteEntry.js',
    expected: ['/guide/basic/vite#limit-dev-remote', '/practice/frameworks/angular/angular-cli#remote-not-loaded'],
  },
  {
    query: 'ChunkLoadError: Loading chunk 482 failed.',
    expected: ['/guide/advanced/error-handling#chunk-unreachable', '/plugin/retry-plugin#fallback'],
  },
  {
    query: 'Error: App Directory is not supported by nextjs-mf. Use only pages directory',
    expected: ['/practice/frameworks/next/#app-directory', '/guide/framework/nextjs#error-app-dir'],
  },
  {
    query: 'Error: process.env.NEXT_PRIVATE_LOCAL_WEBPACK is not set to true, please set it to true, and "npm install webpack"',
    expected: ['/guide/framework/nextjs#error-env', '/practice/frameworks/next/#local-webpack-not-set'],
  },
  { query: 'Failed to find expose module. #BUILD-001', expected: ['/guide/troubleshooting/build#build-001'] },
  { query: 'PublicPath is required in prod mode. #BUILD-002', expected: ['/guide/troubleshooting/build#build-002'] },
  { query: 'Failed to generate type declaration. #TYPE-001', expected: ['/guide/troubleshooting/type#type-001'] },
];

/** The same pasted messages on the Chinese site: its pages quote the packages' English messages, at the same anchors. */
export const PASTED_ZH: SearchQuery[] = PASTED_EN.map((query) => ({ ...query, expected: query.expected.map((answer) => `/zh${answer}`) }));

/**
 * The everyday words Chinese developers type for a concept whose pages use the English term in code
 * (跨域 for CORS, 白屏 for a blank page, 基座 for the host of qiankun-style frameworks).
 */
export const EVERYDAY_ZH: SearchQuery[] = [
  {
    query: '跨域',
    expected: ['/zh/guide/deployment/#cors', '/zh/guide/start/quick-start#cors-error', '/zh/guide/troubleshooting/other#cors-warn'],
  },
  {
    query: '跨域报错',
    expected: ['/zh/guide/deployment/#cors', '/zh/guide/start/quick-start#cors-error', '/zh/guide/basic/rspack#cors-error'],
  },
  { query: '白屏', expected: ['/zh/guide/advanced/error-handling', '/zh/configure/sharestrategy', '/zh/guide/troubleshooting/other'] },
  { query: '微前端', expected: ['/zh/guide/start/', '/zh/guide/start/glossary'] },
  { query: '模块联邦', expected: ['/zh/guide/start/', '/zh/guide/start/glossary'] },
  { query: '热更新', expected: ['/zh/configure/dev', '/zh/guide/basic/vite', '/zh/guide/basic/rsbuild'] },
  { query: '类型提示', expected: ['/zh/guide/basic/type-prompt'] },
  { query: '远程组件加载失败', expected: ['/zh/guide/advanced/error-handling'] },
  { query: '降级', expected: ['/zh/guide/advanced/error-handling', '/zh/plugin/retry-plugin', '/zh/plugin/custom-retry-plugin'] },
  { query: '兜底组件', expected: ['/zh/guide/advanced/error-handling', '/zh/plugin/retry-plugin', '/zh/plugin/custom-retry-plugin'] },
  { query: '重试', expected: ['/zh/plugin/retry-plugin', '/zh/plugin/custom-retry-plugin', '/zh/guide/advanced/error-handling'] },
  { query: '样式隔离', expected: ['/zh/guide/basic/css-isolate'] },
  { query: '样式冲突', expected: ['/zh/guide/basic/css-isolate'] },
  { query: '公共路径', expected: ['/zh/configure/getpublicpath', '/zh/guide/deployment/'] },
  { query: '版本冲突', expected: ['/zh/configure/shared', '/zh/playground/', '/zh/guide/troubleshooting/other'] },
  { query: '多个 React 实例', expected: ['/zh/guide/troubleshooting/other', '/zh/configure/shared'] },
  {
    query: '服务端渲染',
    expected: [
      '/zh/guide/framework/modernjs',
      '/zh/practice/frameworks/next/express',
      '/zh/practice/frameworks/angular/mf-ssr-angular',
      '/zh/guide/basic/rsbuild',
    ],
  },
  {
    query: '动态加载远程模块',
    expected: ['/zh/guide/basic/runtime', '/zh/practice/frameworks/next/dynamic-remotes', '/zh/guide/start/features'],
  },
  { query: '预加载', expected: ['/zh/guide/basic/runtime', '/zh/plugin/dev/', '/zh/guide/data/data-prefetch'] },
  { query: '部署上线', expected: ['/zh/guide/deployment/'] },
  { query: '包体积', expected: ['/zh/guide/advanced/runtime-size-optimization', '/zh/guide/advanced/shared-tree-shaking'] },
  { query: '单元测试', expected: ['/zh/guide/basic/testing'] },
  { query: '调试', expected: ['/zh/guide/debug/', '/zh/guide/basic/chrome-devtool'] },
  { query: '浏览器插件', expected: ['/zh/guide/basic/chrome-devtool'] },
  { query: '主应用', expected: ['/zh/guide/start/glossary', '/zh/guide/start/'] },
  { query: '子应用', expected: ['/zh/guide/start/glossary', '/zh/guide/start/'] },
  { query: '基座', expected: ['/zh/guide/start/glossary', '/zh/guide/start/'] },
  { query: '数据获取', expected: ['/zh/guide/data/data-fetch'] },
  {
    query: '懒加载',
    expected: ['/zh/guide/bridge/react/load-app', '/zh/guide/basic/runtime', '/zh/practice/frameworks/angular/splitting-to-mf-part1'],
  },
  { query: '依赖共享', expected: ['/zh/configure/shared', '/zh/guide/start/'] },
  { query: '国际化', expected: ['/zh/practice/frameworks/react/i18n-react'] },
  { query: '登录鉴权', expected: ['/zh/practice/frameworks/angular/auth0', '/zh/practice/frameworks/angular/okta-auth'] },
];
