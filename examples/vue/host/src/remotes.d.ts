// Types of the modules that the remote exposes, as this host imports them
declare module 'remote/Counter' {
  import type { DefineComponent } from 'vue';

  const Counter: DefineComponent<{ label?: string }>;
  export default Counter;
}
