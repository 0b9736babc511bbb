import { inject } from '@angular/core';
import { CanMatchFn, Router } from '@angular/router';
import { OKTA_AUTH } from '@okta/okta-angular';

export const oktaMatchGuard: CanMatchFn = async () => {
  const oktaAuth = inject(OKTA_AUTH);
  const router = inject(Router);
  const originalUri = router.currentNavigation()?.extractedUrl.toString() ?? '/';

  if (await oktaAuth.isAuthenticated()) {
    return true;
  }
  await oktaAuth.signInWithRedirect({ originalUri });
  // Leave the router on the home page while the browser goes to the login page: returning
  // false would leave no route for the URL and log NG04002.
  return router.parseUrl('/');
};
