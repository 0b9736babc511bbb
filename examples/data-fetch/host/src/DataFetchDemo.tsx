import { useState } from 'react';
import { Forecast } from './remote-components';

export function DataFetchDemo() {
  const [shown, setShown] = useState(true);
  const [unit, setUnit] = useState<'C' | 'F'>('C');
  return (
    <>
      <h1>Data fetching</h1>
      <button type="button" onClick={() => setShown((value) => !value)}>
        {shown ? 'Hide the forecast' : 'Show the forecast'}
      </button>
      <button type="button" onClick={() => setUnit((value) => (value === 'C' ? 'F' : 'C'))}>
        Switch to °{unit === 'C' ? 'F' : 'C'}
      </button>
      {shown && <Forecast unit={unit} />}
    </>
  );
}
