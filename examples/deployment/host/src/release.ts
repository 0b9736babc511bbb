import { registerRemotes } from '@module-federation/runtime';

// Every release of the remote is deployed to its own folder, /remote/<version>/,
// and current.json names the one hosts should use: { "version": "1.1.0" }
const CDN = 'http://localhost:3201/remote/';

export type Release = { version: string; entry: string };

async function pickRelease(): Promise<Release> {
  // ?entry=<manifest URL> tries a release before current.json points to it
  const entry = new URLSearchParams(window.location.search).get('entry');
  if (entry) return { version: 'chosen with ?entry', entry };

  // no-cache: the browser revalidates the pointer instead of reusing a stale copy
  const response = await fetch(`${CDN}current.json`, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`current.json answered ${response.status}`);
  const { version } = (await response.json()) as { version: string };
  return { version, entry: `${CDN}${version}/mf-manifest.json` };
}

// Registered once, before the first loadRemote('remote/…')
export const release: Promise<Release> = pickRelease().then((picked) => {
  registerRemotes([{ name: 'remote', entry: picked.entry }]);
  return picked;
});
