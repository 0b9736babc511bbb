import { createRoot } from 'react-dom/client';
import Invoices from './Invoices';

createRoot(document.getElementById('root')!).render(<Invoices />);
