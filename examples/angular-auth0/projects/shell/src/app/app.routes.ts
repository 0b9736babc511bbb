import { Routes } from '@angular/router';
import { loadRemoteModule } from '@angular-architects/module-federation';
import { authGuardFn } from '@auth0/auth0-angular';
import { authMatchGuard } from './auth-match.guard';
import { Home } from './home';

const MFE1_ENTRY = 'http://localhost:4241/remoteEntry.js';

export const routes: Routes = [
  { path: '', pathMatch: 'full', component: Home },
  {
    path: 'greeting',
    canActivate: [authGuardFn],
    loadComponent: () =>
      loadRemoteModule({ type: 'module', remoteEntry: MFE1_ENTRY, exposedModule: './Greeting' }).then(
        (m) => m.Greeting,
      ),
  },
  {
    path: 'flights',
    canMatch: [authMatchGuard],
    loadChildren: () =>
      loadRemoteModule({ type: 'module', remoteEntry: MFE1_ENTRY, exposedModule: './routes' }).then(
        (m) => m.FLIGHTS_ROUTES,
      ),
  },
];
