import Counter from '../components/Counter';

export default function Index() {
  return (
    <main>
      <h1>Remote</h1>
      <p>This app exposes the component below as remote/Counter.</p>
      <Counter label="Local counter" />
    </main>
  );
}
