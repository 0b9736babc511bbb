import { lazy, Suspense } from 'react';

// Loaded from http://localhost:3220 both when Rspress renders the page in Node and in the browser
const Counter = lazy(() => import('components/Counter'));

export default function RemoteCounter({ label }: { label?: string }) {
  return (
    <Suspense fallback={<p>Loading the counter…</p>}>
      <Counter label={label} />
    </Suspense>
  );
}
