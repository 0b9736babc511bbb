// Types of the modules the remote exposes
declare module 'remote/Forecast' {
  export type ForecastData = {
    city: string;
    days: { day: string; high: number }[];
    loaderCall: number;
  };
  export type ForecastProps = { mfData?: ForecastData; unit?: 'C' | 'F' };
  export default function Forecast(props: ForecastProps): React.JSX.Element;
}

declare module 'remote/CachedForecast' {
  export { default } from 'remote/Forecast';
}
