import { Routes } from '@angular/router';

export const routes: Routes = [
  {
    path: 'flights',
    loadChildren: () => import('./flights/flights.routes').then((m) => m.FLIGHTS_ROUTES),
  },
  { path: '', pathMatch: 'full', redirectTo: 'flights' },
];
