// Types .vue imports for tools that run plain tsc instead of vue-tsc;
// vue-tsc reads the real components and does not use this declaration.
declare module '*.vue' {
  import type { DefineComponent } from 'vue';

  const component: DefineComponent;
  export default component;
}
