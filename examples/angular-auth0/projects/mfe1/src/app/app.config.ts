import { ApplicationConfig, provideBrowserGlobalErrorListeners } from '@angular/core';
import { provideRouter } from '@angular/router';
import { provideAuth0 } from '@auth0/auth0-angular';
import { routes } from './app.routes';

// Runs only when mfe1 is started on its own: inside the shell, only the exposed files are loaded.
export const appConfig: ApplicationConfig = {
  providers: [
    provideBrowserGlobalErrorListeners(),
    provideRouter(routes),
    provideAuth0({
      domain: 'http://localhost:4249',
      clientId: 'mf-shell',
      authorizationParams: { redirect_uri: window.location.origin },
    }),
  ],
};
