import type { GetServerSideProps } from 'next';
import Button from 'provider/Button';

export default function Home() {
  return (
    <main style={{ padding: 32, fontFamily: 'sans-serif' }}>
      <h1>Consumer</h1>
      <p>The button below is loaded at run time from the provider on port 3301.</p>
      <Button label="Hello from the provider" />
    </main>
  );
}

// Render on every request, so the server loads the remote at run time
// instead of baking it into static HTML during `next build`
export const getServerSideProps: GetServerSideProps = async () => ({ props: {} });
