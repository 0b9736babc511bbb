import Button from '@/components/Button';

export default function Home() {
  return (
    <main style={{ padding: 32, fontFamily: 'sans-serif' }}>
      <h1>Provider</h1>
      <p>This app exposes the component below as provider/Button.</p>
      <Button label="Local button" />
    </main>
  );
}
