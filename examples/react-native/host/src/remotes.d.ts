declare module 'mini/Info' {
  import type { ComponentType } from 'react';

  const Info: ComponentType;
  export default Info;
}
