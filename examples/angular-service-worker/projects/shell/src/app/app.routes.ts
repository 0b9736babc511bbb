import { Routes } from '@angular/router';
import { loadRemoteModule } from '@angular-architects/module-federation';
import { Home } from './home';

export const routes: Routes = [
  { path: '', pathMatch: 'full', component: Home },
  {
    path: 'flights',
    loadComponent: () =>
      loadRemoteModule({ type: 'manifest', remoteName: 'mfe1', exposedModule: './Component' }).then(
        (m) => m.App,
      ),
  },
];
