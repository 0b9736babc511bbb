import { Routes } from '@angular/router';

export const FLIGHTS_ROUTES: Routes = [
  {
    path: '',
    loadComponent: () => import('./flight-search').then((m) => m.FlightSearch),
  },
  {
    path: ':id',
    loadComponent: () => import('./flight-details').then((m) => m.FlightDetails),
  },
];
