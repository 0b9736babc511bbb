import { useState } from 'react';

type ButtonProps = {
  label?: string;
};

export default function Button({ label = 'Remote button' }: ButtonProps) {
  const [count, setCount] = useState(0);

  return (
    <button type="button" onClick={() => setCount((value) => value + 1)}>
      {label}: clicked {count} times
    </button>
  );
}
