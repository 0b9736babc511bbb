declare module 'remote/Button' {
  import type { ComponentType } from 'react';

  const Button: ComponentType<{ label?: string }>;
  export default Button;
}

declare module 'remote/Broken' {
  import type { ComponentType } from 'react';

  const Broken: ComponentType<{ label?: string }>;
  export default Broken;
}
