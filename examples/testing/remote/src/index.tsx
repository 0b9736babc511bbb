import { createRoot } from 'react-dom/client';
import Button from './Button';

// The remote's own page, for opening it on its own
const rootEl = document.getElementById('root');
if (rootEl) {
  createRoot(rootEl).render(<Button label="Local button" />);
}
