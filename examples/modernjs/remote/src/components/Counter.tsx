import { useState } from 'react';

type CounterProps = {
  label?: string;
};

export default function Counter({ label = 'Remote counter' }: CounterProps) {
  const [count, setCount] = useState(0);

  return (
    <button type="button" onClick={() => setCount((value) => value + 1)}>
      {label}: clicked {count} times
    </button>
  );
}
