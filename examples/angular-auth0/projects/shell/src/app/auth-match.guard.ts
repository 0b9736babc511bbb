import { inject } from '@angular/core';
import { CanMatchFn, Router } from '@angular/router';
import { AuthService } from '@auth0/auth0-angular';
import { map, of, switchMap, take } from 'rxjs';

export const authMatchGuard: CanMatchFn = () => {
  const auth = inject(AuthService);
  const router = inject(Router);

  return auth.isAuthenticated$.pipe(
    take(1),
    switchMap((loggedIn) => {
      if (loggedIn) {
        return of(true);
      }
      const target = router.currentNavigation()?.extractedUrl.toString() ?? '/';
      // Leave the router on the home page while the browser goes to the login page: returning
      // false would leave no route for the URL and log NG04002.
      return auth.loginWithRedirect({ appState: { target } }).pipe(map(() => router.parseUrl('/')));
    }),
  );
};
