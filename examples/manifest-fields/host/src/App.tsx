import Greeting from 'greetings/Greeting';

const App = () => {
  return (
    <main>
      <h1>Host</h1>
      <Greeting name="the host" />
    </main>
  );
};

export default App;
