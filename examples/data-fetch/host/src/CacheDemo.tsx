import { useState } from 'react';
import { clearStore, revalidateTag } from '@module-federation/bridge-react/data-fetch';
import { CachedForecast } from './remote-components';

export function CacheDemo() {
  const [shown, setShown] = useState(true);
  return (
    <>
      <h1>Cache</h1>
      <button type="button" onClick={() => setShown((value) => !value)}>
        {shown ? 'Hide the forecast' : 'Show the forecast'}
      </button>
      {/* The remote's cache() and these functions share one store on globalThis */}
      <button type="button" onClick={() => revalidateTag('forecast')}>
        Revalidate the forecast tag
      </button>
      <button type="button" onClick={() => clearStore()}>
        Clear the store
      </button>
      {shown && <CachedForecast />}
    </>
  );
}
