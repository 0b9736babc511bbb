declare module 'provider/Button' {
  import type { ComponentType } from 'react';

  const Button: ComponentType<{ label?: string }>;
  export default Button;
}
