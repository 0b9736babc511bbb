import Greeting from './Greeting';

const App = () => {
  return (
    <main>
      <h1>Remote</h1>
      <Greeting name="remote" />
    </main>
  );
};

export default App;
