import { nanoid } from 'nanoid';

const root = document.getElementById('root');
root.innerHTML = `<p id="host-id">host id: ${nanoid(8)}</p><button id="load">Load widgets</button><div id="widget"></div><div id="legacy"></div>`;

window.shareSummary = () =>
  Object.entries(globalThis.__FEDERATION__.__SHARE__).flatMap(([instance, scopes]) =>
    Object.entries(scopes).flatMap(([scope, pkgs]) =>
      Object.entries(pkgs.nanoid ?? {}).map(([version, s]) => ({ instance, scope, version, from: s.from, loaded: !!s.loaded, useIn: s.useIn })),
    ),
  );

document.getElementById('load').addEventListener('click', async () => {
  const [modern, legacy] = await Promise.all([import('remote_new/widget'), import('remote_legacy/widget')]);
  modern.render(document.getElementById('widget'));
  legacy.render(document.getElementById('legacy'));
});
