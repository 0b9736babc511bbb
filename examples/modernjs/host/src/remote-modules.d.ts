// Types of the modules the host loads from the remote at run time
declare module 'remote/Counter' {
  import type { ComponentType } from 'react';

  const Counter: ComponentType<{ label?: string }>;
  export default Counter;
}
