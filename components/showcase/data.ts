/** The showcase entries (see types.ts). Every entry is public and can be checked at its url. */
import type { ShowcaseEntry } from './types';

export const SHOWCASE: ShowcaseEntry[] = [
  // Projects and integrations
  {
    name: '@module-federation/rsbuild-plugin',
    url: 'https://github.com/module-federation/core/tree/main/packages/rsbuild-plugin',
    kind: 'project',
    federates: {
      en: 'The official Rsbuild plugin: pluginModuleFederation turns name, exposes, remotes and shared into a remote entry and a manifest, and can add a Node build for server-side rendering.',
      zh: '官方 Rsbuild 构建插件：pluginModuleFederation 把 name、exposes、remotes、shared 等配置转换为远程入口文件和 Manifest 清单，还可以额外产出用于服务端渲染的 Node 构建。',
    },
    stack: ['Rsbuild', 'Rspack'],
  },
  {
    name: '@module-federation/modern-js-v3',
    url: 'https://github.com/module-federation/core/tree/main/packages/modernjs-v3',
    kind: 'project',
    federates: {
      en: 'Module Federation plugin for Modern.js 3, including server-side rendering of remote modules; Modern.js 2 projects use @module-federation/modern-js (0.19.1) instead.',
      zh: '面向 Modern.js 3 的模块联邦插件，支持对远程模块进行服务端渲染；Modern.js 2 项目请改用 @module-federation/modern-js（0.19.1）。',
    },
    stack: ['Modern.js', 'React'],
  },
  {
    name: '@module-federation/vite',
    url: 'https://github.com/module-federation/vite',
    kind: 'project',
    federates: {
      en: 'Vite plugin (federation()) built on the Module Federation runtime, so Vite 5 to 8 apps can expose and consume remotes, including remotes built with webpack or Rspack.',
      zh: '基于模块联邦运行时的 Vite 插件（federation()），让 Vite 5 至 8 的应用可以导出和消费远程模块，也能与 webpack、Rspack 构建的生产者互通。',
    },
    stack: ['Vite'],
  },
  {
    name: '@module-federation/bridge-react',
    url: 'https://github.com/module-federation/core/tree/main/packages/bridge/bridge-react',
    kind: 'project',
    federates: {
      en: 'Loads a whole remote React application with its own routing: the provider wraps its root with createBridgeComponent and the consumer mounts it with createRemoteAppComponent.',
      zh: '加载带有自身路由的完整远程 React 应用：生产者用 createBridgeComponent 包装根组件，消费者用 createRemoteAppComponent 挂载它。',
    },
    stack: ['React', 'React Router'],
  },
  {
    name: '@module-federation/storybook-addon',
    url: 'https://github.com/module-federation/core/tree/main/packages/storybook-addon',
    kind: 'project',
    federates: {
      en: 'Storybook addon that lets stories import components from remotes, with setups for the webpack 5 builder, storybook-react-rsbuild and Nx workspaces.',
      zh: 'Storybook 插件，让 story 可以直接导入生产者的远程模块，支持 webpack 5 构建器、storybook-react-rsbuild 以及 Nx 工作区。',
    },
    stack: ['Storybook', 'Rsbuild', 'webpack'],
  },
  {
    name: '@angular-architects/module-federation',
    url: 'https://github.com/angular-architects/module-federation-plugin',
    kind: 'project',
    federates: {
      en: 'Angular CLI and Nx integration: an ng add schematic generates the federation config, and helpers such as loadRemoteModule and shareAll handle dynamic remotes and shared dependencies.',
      zh: 'Angular CLI 与 Nx 集成：ng add 脚手架会生成联邦配置，loadRemoteModule、shareAll 等辅助函数用于动态加载生产者和声明共享依赖。',
    },
    stack: ['Angular', 'webpack'],
  },
  {
    name: '@nx/module-federation',
    url: 'https://github.com/nrwl/nx/tree/master/packages/module-federation',
    kind: 'project',
    federates: {
      en: 'Nx plugin with executors and utilities for building and serving federated hosts and remotes in an Nx monorepo, on top of @module-federation/enhanced 2.',
      zh: 'Nx 插件，基于 @module-federation/enhanced 2 提供执行器和工具函数，用于在 Nx 单体仓库中构建和启动消费者与生产者。',
    },
    stack: ['Nx', 'webpack', 'Rspack'],
  },
  {
    name: '@module-federation/nextjs-mf',
    url: 'https://github.com/module-federation/core/tree/main/packages/nextjs-mf',
    kind: 'project',
    federates: {
      en: 'Next.js plugin that federates pages and components between Pages Router apps; as of 8.8.76 it is in maintenance mode and refuses to build the App Router (app directory).',
      zh: '在使用 Pages Router 的 Next.js 应用之间联邦页面和组件的插件；截至 8.8.76 已进入维护模式，并且不支持 App Router（app 目录），构建时会直接报错。',
    },
    stack: ['Next.js', 'webpack'],
  },

  // Example applications
  {
    name: 'React manifest example',
    url: 'https://github.com/module-federation/module-federation-examples/tree/master/react-manifest-example',
    kind: 'example',
    federates: {
      en: 'An Rsbuild host with React Router loads remote1 and remote2 through their mf-manifest.json files; remote1 exposes a button and its App, and the host keeps generated @mf-types declarations.',
      zh: '使用 React Router 的 Rsbuild 消费者通过 mf-manifest.json 加载 remote1 和 remote2；remote1 导出一个按钮和自己的 App，消费者保存自动生成的 @mf-types 类型声明。',
    },
    stack: ['Rsbuild', 'React', 'TypeScript'],
  },
  {
    name: 'Dynamic remotes',
    url: 'https://github.com/module-federation/module-federation-examples/tree/master/advanced-api/dynamic-remotes',
    kind: 'example',
    federates: {
      en: 'Host app1 registers app2 and app3 with init from @module-federation/runtime and calls loadRemote for their Widget only when the user picks one, with retry and timing runtime plugins.',
      zh: '消费者 app1 通过 @module-federation/runtime 的 init 注册 app2 和 app3，直到用户选择时才调用 loadRemote 加载对应的 Widget，并配有重试和耗时统计的运行时插件。',
    },
    stack: ['Rspack', 'webpack', 'React'],
  },
  {
    name: 'Runtime plugins',
    url: 'https://github.com/module-federation/module-federation-examples/tree/master/runtime-plugins',
    kind: 'example',
    federates: {
      en: 'Small apps that each exercise runtime plugin hooks: a fallback module from errorLoadRemote when a remote is offline, share rules changed at run time, isolated shared dependencies and rewritten remote entries.',
      zh: '一组小应用，各自演示运行时插件钩子：生产者离线时由 errorLoadRemote 返回兜底模块、在运行时修改共享规则、隔离共享依赖，以及改写远程入口地址。',
    },
    stack: ['Rspack', 'webpack'],
  },
  {
    name: 'Multiple React versions',
    url: 'https://github.com/module-federation/module-federation-examples/tree/master/runtime-plugins/multiple-react-versions',
    kind: 'example',
    federates: {
      en: 'app1 runs React 16.6 and renders hooks-based components from app2, which uses a newer React, through a runtime plugin adapter: a way to upgrade a large app one part at a time.',
      zh: 'app1 运行 React 16.6，借助运行时插件适配层渲染来自 app2（使用更新版本的 React）的 Hooks 组件，适合大型应用分步升级。',
    },
    stack: ['Rspack', 'React'],
  },
  {
    name: 'Rsbuild Vue 3 with Vuex',
    url: 'https://github.com/module-federation/module-federation-examples/tree/master/rsbuild-vue3-vuex',
    kind: 'example',
    federates: {
      en: 'The provider ASSET_REMOTE exposes a Vue view and its Vuex store; the consumer ASSET_HOST renders the view and shares vue and vuex as singletons.',
      zh: '生产者 ASSET_REMOTE 导出一个 Vue 页面及其 Vuex store，消费者 ASSET_HOST 渲染该页面，并把 vue 和 vuex 作为单例共享。',
    },
    stack: ['Rsbuild', 'Vue'],
  },
  {
    name: 'Modern.js SSR',
    url: 'https://github.com/module-federation/module-federation-examples/tree/master/modernjs-ssr',
    kind: 'example',
    federates: {
      en: 'A Modern.js consumer server-renders the Image component that provider exposes through its manifest, and adds a second provider at run time with registerRemotes.',
      zh: 'Modern.js 消费者在服务端渲染生产者 provider 通过 Manifest 清单导出的 Image 组件，并在运行时用 registerRemotes 注册第二个生产者。',
    },
    stack: ['Modern.js', 'React'],
  },
  {
    name: 'Bi-directional hosts',
    url: 'https://github.com/module-federation/module-federation-examples/tree/master/bi-directional',
    kind: 'example',
    federates: {
      en: 'app1 and app2 each expose a Button and each load the other one, showing that a single app can be a consumer and a provider at the same time.',
      zh: 'app1 和 app2 各自导出一个 Button，又互相加载对方的按钮，说明同一个应用可以同时是消费者和生产者。',
    },
    stack: ['Modern.js', 'React'],
  },
  {
    name: 'Rspack and webpack interop',
    url: 'https://github.com/module-federation/module-federation-examples/tree/master/rspack-webpack-interop',
    kind: 'example',
    federates: {
      en: 'A webpack-built React shell (app_01) composes remotes built with Rspack, among them a Svelte app and a LitElement app, with React and the router shared as singletons.',
      zh: '由 webpack 构建的 React 外壳应用（app_01）组合多个由 Rspack 构建的生产者，其中包括 Svelte 应用和 LitElement 应用，React 与路由库作为单例共享。',
    },
    stack: ['webpack', 'Rspack', 'React'],
  },
  {
    name: 'Shared routes',
    url: 'https://github.com/module-federation/module-federation-examples/tree/master/shared-routes2',
    kind: 'example',
    federates: {
      en: 'app1 owns the home page and exposes its Navigation, app2 owns the about page, and each exposes its route list so two deployments feel like one routed app.',
      zh: 'app1 负责首页并导出导航组件，app2 负责关于页，两者都导出自己的路由表，让两个独立部署的应用呈现为一个完整的路由应用。',
    },
    stack: ['webpack', 'React', 'React Router'],
  },
  {
    name: 'Next.js SSR',
    url: 'https://github.com/module-federation/module-federation-examples/tree/master/nextjs-ssr',
    kind: 'example',
    federates: {
      en: 'Three Next.js apps (home, shop, checkout) share pages and components with each other, rendered on the server through @module-federation/nextjs-mf; Pages Router only, and its README says Next.js support is ending.',
      zh: '三个 Next.js 应用（home、shop、checkout）通过 @module-federation/nextjs-mf 互相共享页面和组件，并在服务端渲染；仅支持 Pages Router，其 README 也说明 Next.js 支持即将结束。',
    },
    stack: ['Next.js', 'webpack'],
  },
  {
    name: 'Angular Universal SSR',
    url: 'https://github.com/module-federation/module-federation-examples/tree/master/angular-universal-ssr',
    kind: 'example',
    federates: {
      en: 'An Angular Universal host renders on the server a city component and a lazy NgModule exposed by clientApp, with @angular/core, common and router shared as singletons.',
      zh: 'Angular Universal 消费者在服务端渲染 clientApp 导出的城市组件和懒加载 NgModule，@angular/core、common 和 router 作为单例共享。',
    },
    stack: ['Angular', 'webpack'],
  },
];
