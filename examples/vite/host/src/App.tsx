import { lazy, Suspense } from 'react'

const RemoteButton = lazy(() => import('remote/Button'))
const RsbuildCounter = lazy(() => import('rsbuild_remote/Counter'))

function App() {
  return (
    <main>
      <h1>Vite host</h1>
      <Suspense fallback={<p>Loading the Vite remote…</p>}>
        <RemoteButton label="Button from the Vite remote" />
      </Suspense>
      <Suspense fallback={<p>Loading the Rsbuild remote…</p>}>
        <RsbuildCounter />
      </Suspense>
    </main>
  )
}

export default App
