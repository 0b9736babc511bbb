import { Routes } from '@angular/router';
import { FLIGHTS_ROUTES } from './flights/flights.routes';

export const routes: Routes = [{ path: '', children: FLIGHTS_ROUTES }];
