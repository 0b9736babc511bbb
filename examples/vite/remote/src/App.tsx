import Button from './Button.tsx'

function App() {
  return (
    <main>
      <h1>Vite remote</h1>
      <p>This app exposes the component below as remote/Button.</p>
      <Button label="Local button" />
    </main>
  )
}

export default App
