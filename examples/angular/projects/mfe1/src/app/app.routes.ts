import { Routes } from '@angular/router';
import { Greeting } from './greeting';

export const routes: Routes = [{ path: '', component: Greeting }];
