import { Component, inject } from '@angular/core';
import { AsyncPipe } from '@angular/common';
import { AuthService } from '@auth0/auth0-angular';

@Component({
  selector: 'app-login-button',
  imports: [AsyncPipe],
  template: `
    @if (auth.isAuthenticated$ | async) {
      <span>{{ (auth.user$ | async)?.name }}</span>
      <button type="button" (click)="logout()">Log out</button>
    } @else {
      <button type="button" (click)="auth.loginWithRedirect()">Log in</button>
    }
  `,
})
export class LoginButton {
  protected readonly auth = inject(AuthService);

  protected logout(): void {
    this.auth.logout({ logoutParams: { returnTo: window.location.origin } });
  }
}
