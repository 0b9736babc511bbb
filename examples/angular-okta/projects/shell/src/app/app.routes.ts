import { Routes, mapToCanActivate } from '@angular/router';
import { OktaAuthGuard, OktaCallbackComponent } from '@okta/okta-angular';
import { loadRemoteModule } from '@angular-architects/module-federation';
import { Home } from './home';
import { oktaMatchGuard } from './okta-match.guard';

const MFE1_ENTRY = 'http://localhost:4251/remoteEntry.js';

export const routes: Routes = [
  { path: '', pathMatch: 'full', component: Home },
  { path: 'login/callback', component: OktaCallbackComponent },
  {
    path: 'greeting',
    canActivate: mapToCanActivate([OktaAuthGuard]),
    loadComponent: () =>
      loadRemoteModule({ type: 'module', remoteEntry: MFE1_ENTRY, exposedModule: './Greeting' }).then(
        (m) => m.Greeting,
      ),
  },
  {
    path: 'flights',
    canMatch: [oktaMatchGuard],
    loadChildren: () =>
      loadRemoteModule({ type: 'module', remoteEntry: MFE1_ENTRY, exposedModule: './routes' }).then(
        (m) => m.FLIGHTS_ROUTES,
      ),
  },
];
