declare module 'remote/Button' {
  import type { ComponentType } from 'react'

  const Button: ComponentType<{ label?: string }>
  export default Button
}

declare module 'rsbuild_remote/Counter' {
  import type { ComponentType } from 'react'

  const Counter: ComponentType
  export default Counter
}
