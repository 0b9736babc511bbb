import { Routes } from '@angular/router';
import { authGuardFn } from '@auth0/auth0-angular';
import { MyProfile } from './my-profile';

export const FLIGHTS_ROUTES: Routes = [{ path: '', canActivate: [authGuardFn], component: MyProfile }];
