import { useState } from 'react';

type ButtonProps = {
  label?: string;
};

export default function Button({ label = 'Provider button' }: ButtonProps) {
  const [count, setCount] = useState(0);

  return (
    <button
      type="button"
      onClick={() => setCount((value) => value + 1)}
      style={{ padding: '8px 16px', fontSize: 16 }}
    >
      {label}: clicked {count} times
    </button>
  );
}
