// @vitest-environment happy-dom
import { afterEach, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { init, type ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import App from './App';

const requested: string[] = [];

// Answers loadEntry with a fake remote container: nothing is downloaded
const fakeRemote: ModuleFederationRuntimePlugin = {
  name: 'fake-remote',
  loadEntry({ remoteInfo }) {
    if (remoteInfo.name !== 'remote') return;
    return {
      init() {},
      // Typed as returning the module factory; the runtime awaits both
      get(expose) {
        requested.push(expose);
        return async () => ({
          default: ({ label }: { label: string }) => <button>{`${label} (from a runtime plugin)`}</button>,
        });
      },
    };
  },
};

// init() sets the instance that the global loadRemote of App.tsx uses.
// A remoteEntry.js URL: with mf-manifest.json the runtime would fetch the manifest first.
init({
  name: 'host',
  remotes: [{ name: 'remote', entry: 'http://localhost:3210/remoteEntry.js' }],
  plugins: [fakeRemote],
});

afterEach(cleanup);

it('renders what the fake container returns for ./Button', async () => {
  render(<App />);

  expect(await screen.findByRole('button', { name: 'Save (from a runtime plugin)' })).toBeTruthy();
  expect(requested).toEqual(['./Button']);
});
