import { ApplicationConfig, provideBrowserGlobalErrorListeners } from '@angular/core';
import { provideHttpClient, withInterceptors } from '@angular/common/http';
import { provideRouter, withComponentInputBinding } from '@angular/router';
import { authHttpInterceptorFn, provideAuth0 } from '@auth0/auth0-angular';
import { routes } from './app.routes';

export const appConfig: ApplicationConfig = {
  providers: [
    provideBrowserGlobalErrorListeners(),
    provideRouter(routes, withComponentInputBinding()),
    provideAuth0({
      domain: 'http://localhost:4249',
      clientId: 'mf-shell',
      authorizationParams: {
        redirect_uri: window.location.origin,
        audience: 'https://api.example.com',
      },
      httpInterceptor: {
        allowedList: ['https://api.example.com/*'],
      },
    }),
    provideHttpClient(withInterceptors([authHttpInterceptorFn])),
  ],
};
