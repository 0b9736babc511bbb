import { lazy, Suspense } from 'react';
import dynamic from 'next/dynamic';
import type { GetServerSideProps } from 'next';
// 1. Static import: loaded before the page module runs
import Button from 'provider/Button';

// 2. React.lazy: loaded when first rendered; named export mapped to default
const Greeting = lazy(() =>
  import('provider/Greeting').then((mod) => ({ default: mod.Greeting })),
);

// 3. next/dynamic without SSR: loaded and rendered in the browser only
const WindowWidth = dynamic(() => import('provider/WindowWidth'), {
  ssr: false,
  loading: () => <p>Measuring the window…</p>,
});

export default function ComponentsPage() {
  return (
    <main style={{ padding: 32, fontFamily: 'sans-serif' }}>
      <h1>Remote components</h1>
      <Button label="Static import" />
      <Suspense fallback={<p>Loading the greeting…</p>}>
        <Greeting name="consumer" />
      </Suspense>
      <WindowWidth />
    </main>
  );
}

export const getServerSideProps: GetServerSideProps = async () => ({ props: {} });
