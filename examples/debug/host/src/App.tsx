import RemoteButton from 'remote/Button';

const App = () => {
  return (
    <main>
      <h1>Host</h1>
      <RemoteButton label="Hello from the remote" />
    </main>
  );
};

export default App;
