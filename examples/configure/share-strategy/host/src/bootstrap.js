import { nanoid } from 'nanoid';

const root = document.getElementById('root');
root.innerHTML = `<p id="host-id">host id: ${nanoid(8)}</p><button id="load">Load widget</button><div id="widget"></div>`;

window.shareSummary = () =>
  Object.entries(globalThis.__FEDERATION__.__SHARE__).flatMap(([instance, scopes]) =>
    Object.entries(scopes).flatMap(([scope, pkgs]) =>
      Object.entries(pkgs.nanoid ?? {}).map(([version, s]) => ({ instance, scope, version, from: s.from, loaded: !!s.loaded, useIn: s.useIn })),
    ),
  );

document.getElementById('load').addEventListener('click', async () => {
  const { render } = await import('remote_new/widget');
  render(document.getElementById('widget'));
});
