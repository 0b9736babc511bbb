import type { DataFetchParams } from '@module-federation/bridge-react/data-fetch';
import { requestForecast, type ForecastData } from './forecast-api';

let calls = 0;

// The data loader of ./Forecast: the host's runtime calls it before the
// component renders and passes its result to the component as `mfData`
export async function fetchData(params: DataFetchParams): Promise<ForecastData> {
  calls += 1;
  console.info('Forecast.data fetchData', JSON.stringify(params));
  const city = typeof params.city === 'string' ? params.city : 'Paris';
  return { ...(await requestForecast(city)), loaderCall: calls };
}
