import { useState } from 'react';
import { instance } from './federation';
import { CachedForecast, Forecast } from './remote-components';

const dataFetchParams = { isDowngrade: false, city: 'Paris' };

export function PrefetchDemo() {
  const [open, setOpen] = useState<'plain' | 'cached' | null>(null);
  return (
    <>
      <h1>Prefetch</h1>
      <button
        type="button"
        // Hovering loads the remote's snapshot and data loader, and runs the loader
        onMouseEnter={() => instance.prefetch({ id: 'remote/Forecast', dataFetchParams })}
        onClick={() => setOpen('plain')}
      >
        Open the forecast
      </button>
      <button
        type="button"
        // preloadComponentResource adds none of the component's files and blocks a later preloadRemote of it
        onMouseEnter={() =>
          instance.prefetch({ id: 'remote/CachedForecast', dataFetchParams, preloadComponentResource: true })
        }
        onClick={() => setOpen('cached')}
      >
        Open the cached forecast
      </button>
      {open === 'plain' && <Forecast />}
      {open === 'cached' && <CachedForecast />}
    </>
  );
}
