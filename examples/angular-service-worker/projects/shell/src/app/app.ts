import { Component } from '@angular/core';
import { RouterLink, RouterOutlet } from '@angular/router';

@Component({
  selector: 'app-root',
  imports: [RouterLink, RouterOutlet],
  template: `
    <header>
      <h1>Shell</h1>
      <nav><a routerLink="/">Home</a> · <a routerLink="/flights">Flights</a></nav>
    </header>
    <router-outlet />
  `,
})
export class App {}
