declare module 'greetings/Greeting' {
  import type { ComponentType } from 'react';

  const Greeting: ComponentType<{ name: string }>;
  export default Greeting;
}
