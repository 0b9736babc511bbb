import { preloadRemote } from '@module-federation/runtime';

function addButton(label: string, onClick: () => Promise<void>): void {
  const button = document.createElement('button');
  button.textContent = label;
  button.addEventListener('click', onClick);
  document.body.append(button);
}

addButton('Preload the widget', async () => {
  await preloadRemote([{ nameOrAlias: 'provider', exposes: ['Widget'] }]);
});

addButton('Load the widget', async () => {
  // The first import of provider/Widget makes the runtime load the provider
  const { mountWidget } = await import('provider/Widget');
  mountWidget(document.body);
});
