import { loadRemoteEntry } from '@angular-architects/module-federation';

const remoteEntries = ['http://localhost:4201/remoteEntry.js'];

Promise.allSettled(
  remoteEntries.map((remoteEntry) => loadRemoteEntry({ type: 'module', remoteEntry })),
)
  .then(() => import('./bootstrap'))
  .catch((err) => console.error(err));
