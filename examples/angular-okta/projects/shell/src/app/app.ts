import { Component } from '@angular/core';
import { RouterLink, RouterOutlet } from '@angular/router';
import { LoginButton } from './login-button';

@Component({
  selector: 'app-root',
  imports: [LoginButton, RouterLink, RouterOutlet],
  template: `
    <header>
      <h1>Shell</h1>
      <nav>
        <a routerLink="/">Home</a> · <a routerLink="/greeting">Greeting</a> ·
        <a routerLink="/flights">Flights</a>
      </nav>
      <app-login-button />
    </header>
    <router-outlet />
  `,
})
export class App {}
