import { Routes } from '@angular/router';
import { loadRemoteModule } from '@angular-architects/module-federation';
import { Home } from './home';

export const routes: Routes = [
  { path: '', pathMatch: 'full', component: Home },
  {
    path: 'greeting',
    loadComponent: () =>
      loadRemoteModule({
        type: 'module',
        remoteEntry: 'http://localhost:4201/remoteEntry.js',
        exposedModule: './Greeting',
      }).then((m) => m.Greeting),
  },
];
