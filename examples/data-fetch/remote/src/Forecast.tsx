import type { ForecastData } from './forecast-api';

export type ForecastProps = {
  // Set by createLazyComponent: what the data loader returned
  mfData?: ForecastData;
  // A prop the host passes
  unit?: 'C' | 'F';
};

export default function Forecast({ mfData, unit = 'C' }: ForecastProps) {
  if (!mfData) return <p>No forecast data</p>;
  const high = (celsius: number) => (unit === 'C' ? celsius : Math.round((celsius * 9) / 5 + 32));
  return (
    <section>
      <h2>
        Forecast for {mfData.city} (loader call {mfData.loaderCall})
      </h2>
      <ul>
        {mfData.days.map(({ day, high: celsius }) => (
          <li key={day}>
            {day}: {high(celsius)}°{unit}
          </li>
        ))}
      </ul>
    </section>
  );
}
