// Renders the provider's Button to HTML in Node.js, from the provider's Node build
import React from 'react';
import { renderToString } from 'react-dom/server';
import { createInstance } from '@module-federation/runtime';

const mf = createInstance({
  name: 'host_node',
  remotes: [
    { name: 'provider', entry: 'http://localhost:3001/node/mf-manifest.json' },
  ],
  shared: {
    // Hand this script's React to the provider, as in the browser
    react: {
      version: React.version,
      lib: () => React,
      shareConfig: { singleton: true, requiredVersion: '^19.0.0' },
    },
  },
});

const { default: Button } = await mf.loadRemote('provider/Button');
console.log(renderToString(React.createElement(Button, { label: 'Rendered in Node.js' })));
