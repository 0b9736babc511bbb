import { InjectionToken, inject } from '@angular/core';
import { loadRemoteModule } from '@angular-architects/native-federation';

export type RemoteLoader = (remoteName: string, exposedModule: string) => Promise<unknown>;

export const REMOTE_LOADER = new InjectionToken<RemoteLoader>('REMOTE_LOADER', {
  providedIn: 'root',
  factory: () => (remoteName, exposedModule) => loadRemoteModule(remoteName, exposedModule),
});

// Call inside loadComponent/loadChildren: the router runs them in an injection context.
export function loadRemote(remoteName: string, exposedModule: string): Promise<unknown> {
  const load = inject(REMOTE_LOADER);
  return Promise.resolve().then(() => load(remoteName, exposedModule));
}
