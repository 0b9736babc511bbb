// Needs the remote built and served on 3210 (npm run build && npm run preview in remote/)
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { createInstance } from '@module-federation/runtime';

const federation = createInstance({
  name: 'host_node_test',
  // The remote's Node.js build: CommonJS chunks, fetched over HTTP and run by the runtime
  remotes: [{ name: 'remote', entry: 'http://localhost:3210/node/remoteEntry.js' }],
  shared: {
    react: {
      version: '19.3.1',
      lib: () => React,
      shareConfig: { singleton: true, requiredVersion: '^19.3.1' },
    },
  },
});

it('loads remote/Button from the served Node.js build and renders it', async () => {
  const module = await federation.loadRemote<typeof import('remote/Button')>('remote/Button');
  if (!module) throw new Error('remote/Button did not load');

  const html = renderToString(React.createElement(module.default, { label: 'Save' }));

  expect(html).toBe('<button type="button">Save<!-- -->: clicked <!-- -->0<!-- --> times</button>');
});
