import { Component } from '@angular/core';
import { RouterLink, RouterOutlet } from '@angular/router';

@Component({
  selector: 'app-root',
  imports: [RouterLink, RouterOutlet],
  template: `
    <h1>Shell</h1>
    <nav><a routerLink="/flights">Flights</a></nav>
    <router-outlet />
  `,
})
export class App {}
