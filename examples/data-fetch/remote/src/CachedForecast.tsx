// The same component as ./Forecast, exposed again so that it gets its own
// data loader, CachedForecast.data.ts
export { default } from './Forecast';
export type { ForecastProps } from './Forecast';
