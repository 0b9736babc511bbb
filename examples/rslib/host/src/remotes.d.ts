// Types of the modules that the host loads from the library at run time
declare module 'button_library/Button' {
  import type { ComponentType } from 'react';

  const Button: ComponentType<{ label?: string }>;
  export default Button;
}
