import { useEffect, useState } from 'react';
import './Counter.css';

export default function Counter({ label = 'Clicks' }: { label?: string }) {
  const [count, setCount] = useState(0);
  // false in the static HTML: the button is enabled once React has hydrated it
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <div className="mf-counter">
      <p className="mf-counter__title">Counter from the components site</p>
      <button type="button" disabled={!hydrated} onClick={() => setCount(count + 1)}>
        {label}: {count}
      </button>
    </div>
  );
}
