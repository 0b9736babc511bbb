import { Badge, firstCaller } from '@nx-mf/shared-ui';

export function App() {
  return (
    <section>
      <h2>
        Cart remote <Badge label={`first caller: ${firstCaller('cart')}`} />
      </h2>
    </section>
  );
}

export default App;
