import { Type } from '@angular/core';
import { Routes } from '@angular/router';
import { loadRemote } from './remote-loader';
import { RemoteUnavailable } from './remote-unavailable';

export const routes: Routes = [
  {
    path: 'flights',
    loadComponent: () =>
      loadRemote('mfe1', './Component')
        .then((m) => (m as { App: Type<unknown> }).App)
        .catch(() => RemoteUnavailable),
  },
];
