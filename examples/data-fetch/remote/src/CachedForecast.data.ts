import { cache, CacheTime, type DataFetchParams } from '@module-federation/bridge-react/data-fetch';
import { requestForecast, type ForecastData } from './forecast-api';

let calls = 0;

// The same loader wrapped in cache(): results are kept in memory, per
// parameters, for maxAge; for `revalidate` more milliseconds the stale
// result is returned while the loader runs again in the background
export const fetchData = cache(
  async (params: DataFetchParams): Promise<ForecastData> => {
    calls += 1;
    console.info('CachedForecast.data fetchData', JSON.stringify(params));
    const city = typeof params.city === 'string' ? params.city : 'Paris';
    return { ...(await requestForecast(city)), loaderCall: calls };
  },
  {
    tag: 'forecast',
    maxAge: CacheTime.SECOND * 5,
    revalidate: CacheTime.SECOND * 30,
    onCache: ({ status }) => {
      console.info(`CachedForecast.data cache ${status}`);
      // true: use the cached result when there is one
      return true;
    },
  },
);
