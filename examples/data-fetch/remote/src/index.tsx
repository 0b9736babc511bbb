import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import Forecast from './Forecast';
import { fetchData } from './Forecast.data';

// The remote's own page calls the loader itself and passes the data as a prop
const rootEl = document.getElementById('root');
if (rootEl) {
  const data = await fetchData({ isDowngrade: false, city: 'Paris' });
  createRoot(rootEl).render(
    <StrictMode>
      <Forecast mfData={data} />
    </StrictMode>,
  );
}
