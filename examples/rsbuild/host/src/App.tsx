import RemoteButton from 'provider/Button';

const App = () => {
  return (
    <main>
      <h1>Host</h1>
      <RemoteButton label="Hello from the provider" />
    </main>
  );
};

export default App;
