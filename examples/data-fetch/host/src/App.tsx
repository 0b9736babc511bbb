import { CacheDemo } from './CacheDemo';
import { DataFetchDemo } from './DataFetchDemo';
import { PrefetchDemo } from './PrefetchDemo';

const demos = {
  '/': DataFetchDemo,
  '/cache': CacheDemo,
  '/prefetch': PrefetchDemo,
};

export default function App() {
  const Demo = demos[window.location.pathname as keyof typeof demos] ?? DataFetchDemo;
  return (
    <>
      <nav>
        <a href="/">Data fetching</a> | <a href="/cache">Cache</a> | <a href="/prefetch">Prefetch</a>
      </nav>
      <main>
        <Demo />
      </main>
    </>
  );
}
