// A local OpenID Connect provider (oidc-provider) standing in for the Auth0 tenant, which cannot be
// reached from where this example runs. It knows one public client (the shell) and one test
// user, and shows a plain login form; consent is granted without a prompt, as for a first-party app.
// The routes are the paths @auth0/auth0-spa-js calls on a tenant: /authorize, /oauth/token and
// /v2/logout; and the SDK expects the ID token's `iss` to be the domain URL followed by "/".
import { generateKeyPairSync } from 'node:crypto';
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

const PORT = 4249;
const ISSUER = `http://localhost:${PORT}/`;
const SHELL = 'http://localhost:4240';
const MFE1 = 'http://localhost:4241'; // mfe1 on its own, for development
const USER = { sub: 'ada', email: 'ada@example.com', password: 'federation', name: 'Ada Lovelace' };

const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

const provider = new Provider(ISSUER, {
  clients: [
    {
      client_id: 'mf-shell',
      token_endpoint_auth_method: 'none',
      redirect_uris: [SHELL, MFE1],
      post_logout_redirect_uris: [SHELL, MFE1],
    },
  ],
  jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'local', alg: 'RS256', use: 'sig' }] },
  routes: { authorization: '/authorize', token: '/oauth/token', end_session: '/v2/logout' },
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  // Put the profile and email claims into the ID token: the SDK reads the user from it.
  conformIdTokenClaims: false,
  features: { devInteractions: { enabled: false } },
  cookies: { keys: ['local-example-only'] },
  interactions: { url: (ctx, interaction) => `/interaction/${interaction.uid}` },
  async findAccount(ctx, sub) {
    if (sub !== USER.sub) return undefined;
    return { accountId: sub, claims: () => ({ sub, email: USER.email, email_verified: true, name: USER.name }) };
  },
  // First-party client: grant the requested scopes without a consent screen.
  async loadExistingGrant(ctx) {
    const { client, session, result } = ctx.oidc;
    const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
    if (grantId) return ctx.oidc.provider.Grant.find(grantId);
    const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
    grant.addOIDCScope('openid profile email');
    await grant.save();
    return grant;
  },
});

const page = (body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local login</title></head><body>${body}</body></html>`;

async function interaction(req, res) {
  const details = await provider.interactionDetails(req, res);
  if (req.method === 'GET') {
    res.writeHead(200, { 'Content-Type': 'text/html' });
    res.end(
      page(`<h1>Local OIDC provider</h1>
<form method="post" action="/interaction/${details.uid}">
  <label>Email <input name="email" type="email" autocomplete="username"></label>
  <label>Password <input name="password" type="password" autocomplete="current-password"></label>
  <button type="submit">Sign in</button>
</form>`),
    );
    return;
  }
  let body = '';
  for await (const chunk of req) body += chunk;
  const form = new URLSearchParams(body);
  if (form.get('email') !== USER.email || form.get('password') !== USER.password) {
    res.writeHead(401, { 'Content-Type': 'text/html' });
    res.end(page('<p>Wrong email or password.</p>'));
    return;
  }
  await provider.interactionFinished(req, res, { login: { accountId: USER.sub } }, { mergeWithLastSubmission: false });
}

const handle = provider.callback();
createServer((req, res) => {
  if (req.url === '/favicon.ico') {
    res.writeHead(204).end();
    return;
  }
  if (req.url.startsWith('/interaction/')) {
    interaction(req, res).catch((error) => {
      res.writeHead(400, { 'Content-Type': 'text/plain' });
      res.end(String(error));
    });
    return;
  }
  handle(req, res);
}).listen(PORT, () => console.log(`OIDC provider: ${ISSUER}`));
