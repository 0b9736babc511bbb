import { Routes } from '@angular/router';
import { loadRemoteModule } from '@angular-architects/module-federation';
import { Home } from './home';
import { RemoteUnavailable } from './remote-unavailable';

const MFE1_ENTRY = 'http://localhost:4201/remoteEntry.js';

export const routes: Routes = [
  { path: '', pathMatch: 'full', component: Home },
  {
    path: 'greeting',
    loadComponent: () =>
      loadRemoteModule({ type: 'module', remoteEntry: MFE1_ENTRY, exposedModule: './Greeting' })
        .then((m) => m.Greeting)
        .catch(() => RemoteUnavailable),
  },
  {
    path: 'flights',
    loadChildren: () =>
      loadRemoteModule({ type: 'module', remoteEntry: MFE1_ENTRY, exposedModule: './routes' })
        .then((m) => m.FLIGHTS_ROUTES)
        .catch(() => [{ path: '**', component: RemoteUnavailable }]),
  },
  {
    path: 'bookings',
    loadChildren: () =>
      loadRemoteModule({ type: 'module', remoteEntry: MFE1_ENTRY, exposedModule: './BookingsModule' })
        .then((m) => m.BookingsModule)
        .catch(() => [{ path: '**', component: RemoteUnavailable }]),
  },
];
