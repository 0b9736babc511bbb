import { Component, inject } from '@angular/core';
import { AsyncPipe } from '@angular/common';
import { OKTA_AUTH, OktaAuthStateService } from '@okta/okta-angular';

@Component({
  selector: 'app-login-button',
  imports: [AsyncPipe],
  template: `
    @if ((authState.authState$ | async)?.isAuthenticated) {
      <button type="button" (click)="oktaAuth.signOut()">Log out</button>
    } @else {
      <button type="button" (click)="oktaAuth.signInWithRedirect()">Log in</button>
    }
  `,
})
export class LoginButton {
  protected readonly oktaAuth = inject(OKTA_AUTH);
  protected readonly authState = inject(OktaAuthStateService);
}
