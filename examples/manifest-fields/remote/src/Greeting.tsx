import { useState } from 'react';
import { formatGreeting } from './format';

type GreetingProps = {
  name: string;
};

export default function Greeting({ name }: GreetingProps) {
  const [waves, setWaves] = useState(0);

  return (
    <button type="button" onClick={() => setWaves((count) => count + 1)}>
      {formatGreeting(name)} Waves: {waves}
    </button>
  );
}
