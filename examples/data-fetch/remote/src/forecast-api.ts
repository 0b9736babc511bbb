export type ForecastData = {
  city: string;
  days: { day: string; high: number }[];
  // How many times this data loader has run in this page
  loaderCall: number;
};

// The remote serves the forecast itself (public/forecast.json); a real
// loader would call an API. The city goes in the query string so that
// each request shows which parameters the loader received.
export async function requestForecast(city: string): Promise<Omit<ForecastData, 'loaderCall'>> {
  const url = `http://localhost:3181/forecast.json?city=${encodeURIComponent(city)}`;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  const { days } = (await response.json()) as Pick<ForecastData, 'days'>;
  return { city, days };
}
