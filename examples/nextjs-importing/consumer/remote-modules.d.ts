declare module 'provider/Button' {
  import type { ComponentType } from 'react';

  const Button: ComponentType<{ label?: string }>;
  export default Button;
}

declare module 'provider/Greeting' {
  import type { ComponentType } from 'react';

  export const Greeting: ComponentType<{ name: string }>;
}

declare module 'provider/WindowWidth' {
  import type { ComponentType } from 'react';

  const WindowWidth: ComponentType;
  export default WindowWidth;
}
