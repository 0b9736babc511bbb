import type { ReactNode } from 'react';
import { instance } from './federation';

type ErrorInfo = { error: Error; errorType: number; dataFetchMapKey?: string };

// What createLazyComponent renders when the module or its data cannot be loaded
function fallback({ error, errorType, dataFetchMapKey }: ErrorInfo): ReactNode {
  const source = dataFetchMapKey ? `the loader ${dataFetchMapKey}` : 'the remote module';
  return (
    <p role="alert">
      Forecast unavailable ({source}, errorType {errorType}): {error.message}
    </p>
  );
}

// Loads remote/Forecast and runs its data loader, remote/Forecast.data,
// before the component renders; the result arrives as the mfData prop
export const Forecast = instance.createLazyComponent({
  loader: () => import('remote/Forecast'),
  loading: <p>Loading the forecast…</p>,
  fallback,
  // Passed to the data loader, next to isDowngrade and _id
  dataFetchParams: { isDowngrade: false, city: 'Paris' },
});

// The same component whose loader is wrapped in cache()
export const CachedForecast = instance.createLazyComponent({
  loader: () => import('remote/CachedForecast'),
  loading: <p>Loading the cached forecast…</p>,
  fallback,
  dataFetchParams: { isDowngrade: false, city: 'Paris' },
});
