import { Component, inject } from '@angular/core';
import { toSignal } from '@angular/core/rxjs-interop';
import { AuthService } from '@auth0/auth0-angular';

@Component({
  selector: 'mfe1-my-profile',
  template: `
    @if (user(); as user) {
      <p>Signed in as {{ user.email }}</p>
    } @else {
      <p>You are not signed in.</p>
    }
  `,
})
export class MyProfile {
  protected readonly user = toSignal(inject(AuthService).user$);
}
