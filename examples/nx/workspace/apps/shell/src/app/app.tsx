import { lazy, Suspense } from 'react';
import { Badge, firstCaller } from '@nx-mf/shared-ui';

const Shop = lazy(() => import('shop/Module'));
const Cart = lazy(() => import('cart/Module'));

export function App() {
  return (
    <main>
      <h1>
        Shell <Badge label={`first caller: ${firstCaller('shell')}`} />
      </h1>
      <Suspense fallback={<p>Loading remotes…</p>}>
        <Shop />
        <Cart />
      </Suspense>
    </main>
  );
}

export default App;
