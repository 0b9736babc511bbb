import Counter from './Counter';

const App = () => {
  return (
    <main>
      <h1>Rsbuild remote</h1>
      <p>This app exposes the component below as rsbuild_remote/Counter.</p>
      <Counter />
    </main>
  );
};

export default App;
