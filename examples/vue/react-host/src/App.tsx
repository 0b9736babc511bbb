import { VueApp } from './VueApp';

const App = () => {
  return (
    <main className="content">
      <h1>React host</h1>
      <p>The section below is a Vue app from the remote.</p>
      <VueApp label="Vue in React" />
    </main>
  );
};

export default App;
