import { Component, lazy, Suspense, use, type ComponentType, type ReactNode } from 'react';
import { loadRemote } from '@module-federation/runtime';
import { release } from './release';

const Banner = lazy(async () => {
  await release;
  const module = await loadRemote<{ default: ComponentType }>('remote/Banner');
  if (!module) throw new Error('remote/Banner could not be loaded');
  return module;
});

function ReleaseInfo() {
  const { version, entry } = use(release);
  return (
    <p>
      Release: {version}, manifest: <code>{entry}</code>
    </p>
  );
}

// Shows why the remote is missing instead of an empty page
class ErrorBoundary extends Component<{ children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    if (this.state.error) return <p role="alert">Remote failed: {this.state.error.message}</p>;
    return this.props.children;
  }
}

export default function App() {
  return (
    <main>
      <h1>Host</h1>
      <ErrorBoundary>
        <Suspense fallback={<p>Reading current.json…</p>}>
          <ReleaseInfo />
          <Banner />
        </Suspense>
      </ErrorBoundary>
    </main>
  );
}
