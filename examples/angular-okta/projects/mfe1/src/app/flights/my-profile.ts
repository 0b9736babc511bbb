import { Component, inject } from '@angular/core';
import { toSignal } from '@angular/core/rxjs-interop';
import { OktaAuthStateService } from '@okta/okta-angular';

@Component({
  selector: 'mfe1-my-profile',
  template: `
    @if (authState()?.isAuthenticated) {
      <p>Signed in as {{ authState()?.idToken?.claims?.email }}</p>
      @if (isAdmin()) {
        <p>You can manage flights.</p>
      }
    } @else {
      <p>You are not signed in.</p>
    }
  `,
})
export class MyProfile {
  private readonly stateService = inject(OktaAuthStateService);

  protected readonly authState = toSignal(this.stateService.authState$);
  protected readonly isAdmin = toSignal(this.stateService.hasAnyGroups(['admins']), {
    initialValue: false,
  });
}
