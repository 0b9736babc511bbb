import { Routes } from '@angular/router';
import { MyProfile } from './my-profile';

export const FLIGHTS_ROUTES: Routes = [{ path: '', component: MyProfile }];
