import { Badge, firstCaller } from '@nx-mf/shared-ui';

export function App() {
  return (
    <section>
      <h2>
        Shop remote <Badge label={`first caller: ${firstCaller('shop')}`} />
      </h2>
    </section>
  );
}

export default App;
