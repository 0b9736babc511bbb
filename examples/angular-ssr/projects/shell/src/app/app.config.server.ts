import { mergeApplicationConfig, ApplicationConfig } from '@angular/core';
import { provideServerRendering, withRoutes } from '@angular/ssr';
import { appConfig } from './app.config';
import { serverRoutes } from './app.routes.server';
import { REMOTE_LOADER, type RemoteLoader } from './remote-loader';

const serverLoader: RemoteLoader = (remoteName, exposedModule) => {
  const loader = (globalThis as Record<string, unknown>)['__NF_HOST_SERVER_LOADER__'] as
    | RemoteLoader
    | undefined;
  if (!loader) {
    return Promise.reject(new Error('Native Federation server loader is not initialized'));
  }
  return loader(remoteName, exposedModule);
};

const serverConfig: ApplicationConfig = {
  providers: [
    provideServerRendering(withRoutes(serverRoutes)),
    { provide: REMOTE_LOADER, useValue: serverLoader },
  ],
};

export const config = mergeApplicationConfig(appConfig, serverConfig);
