import { ApplicationConfig, importProvidersFrom, provideBrowserGlobalErrorListeners } from '@angular/core';
import { provideRouter } from '@angular/router';
import { OktaAuthModule } from '@okta/okta-angular';
import { OktaAuth } from '@okta/okta-auth-js';
import { routes } from './app.routes';

// Runs only when mfe1 is started on its own: inside the shell, only the exposed files are loaded.
const oktaAuth = new OktaAuth({
  issuer: 'http://localhost:4259/oauth2/default',
  clientId: 'mf-shell',
  redirectUri: `${window.location.origin}/login/callback`,
  scopes: ['openid', 'profile', 'email'],
});

export const appConfig: ApplicationConfig = {
  providers: [
    provideBrowserGlobalErrorListeners(),
    provideRouter(routes),
    importProvidersFrom(OktaAuthModule.forRoot({ oktaAuth })),
  ],
};
