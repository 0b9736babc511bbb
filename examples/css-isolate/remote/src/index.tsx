import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import GlobalCard from './global/GlobalCard';

const rootEl = document.getElementById('root');
if (rootEl) {
  createRoot(rootEl).render(
    <StrictMode>
      <GlobalCard />
    </StrictMode>,
  );
}
