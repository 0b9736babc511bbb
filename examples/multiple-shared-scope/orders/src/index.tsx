import { createRoot } from 'react-dom/client';
import Orders from './Orders';

createRoot(document.getElementById('root')!).render(<Orders />);
