import { createRoot } from 'react-dom/client';
import Banner from './Banner';

// The remote's own page, for opening a release on its own
const rootEl = document.getElementById('root');
if (rootEl) {
  createRoot(rootEl).render(<Banner />);
}
