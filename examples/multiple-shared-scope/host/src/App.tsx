import { lazy, Suspense, useState, version as reactVersion } from 'react';
import _ from 'lodash';
import { getInstance } from '@module-federation/runtime';
import Orders from 'orders/Orders';

// Loaded after the first render, so orders always joins 'legacy' first
const Invoices = lazy(() => import('invoices/Invoices'));

type Lodash = { VERSION: string };

export default function App() {
  const [borrowed, setBorrowed] = useState('');

  // Ask the 'legacy' scope for lodash, whatever the host itself declared
  const borrow = async () => {
    const factory = await getInstance()!.loadShare<Lodash>('lodash', {
      customShareInfo: {
        scope: ['legacy'],
        shareConfig: { singleton: true, requiredVersion: '^3.0.0' },
      },
    });
    setBorrowed(factory ? `lodash ${factory()!.VERSION}` : 'nothing');
  };

  return (
    <main>
      <p>
        Host: lodash {_.VERSION}, React {reactVersion}
      </p>
      <Orders />
      <Suspense fallback={<p>Loading invoices</p>}>
        <Invoices />
      </Suspense>
      <button type="button" onClick={borrow}>
        Ask the legacy scope
      </button>
      {borrowed && <p>The legacy scope gives {borrowed}</p>}
    </main>
  );
}
