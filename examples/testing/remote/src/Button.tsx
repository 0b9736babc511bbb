import { useState } from 'react';

export type ButtonProps = {
  label: string;
  onClick?: (count: number) => void;
};

export default function Button({ label, onClick }: ButtonProps) {
  const [count, setCount] = useState(0);
  return (
    <button
      type="button"
      onClick={() => {
        setCount(count + 1);
        onClick?.(count + 1);
      }}
    >
      {label}: clicked {count} times
    </button>
  );
}
