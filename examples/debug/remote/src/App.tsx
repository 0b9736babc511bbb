import Button from './Button';

const App = () => {
  return (
    <main>
      <h1>Remote</h1>
      <Button label="Local button" />
    </main>
  );
};

export default App;
