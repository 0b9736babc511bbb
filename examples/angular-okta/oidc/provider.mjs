// A local OpenID Connect provider (oidc-provider) standing in for the Okta org, which cannot be
// reached from where this example runs. It knows one public client (the shell) and one test
// user in the group "admins", and shows a plain login form; consent is granted without a prompt,
// as for a first-party app. Like an Okta authorization server, it answers under
// /oauth2/default: @okta/okta-auth-js derives /v1/authorize, /v1/token, /v1/keys (through the
// discovery document), /v1/revoke and /v1/logout from the issuer.
import { generateKeyPairSync } from 'node:crypto';
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

const PORT = 4259;
const MOUNT = '/oauth2/default';
const ISSUER = `http://localhost:${PORT}${MOUNT}`;
const SHELL = 'http://localhost:4250';
const MFE1 = 'http://localhost:4251'; // mfe1 on its own, for development
const USER = { sub: 'ada', email: 'ada@example.com', password: 'federation', name: 'Ada Lovelace', groups: ['admins'] };

const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

const provider = new Provider(ISSUER, {
  clients: [
    {
      client_id: 'mf-shell',
      token_endpoint_auth_method: 'none',
      redirect_uris: [`${SHELL}/login/callback`, `${MFE1}/login/callback`],
      post_logout_redirect_uris: [SHELL, MFE1],
    },
  ],
  jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'local', alg: 'RS256', use: 'sig' }] },
  routes: {
    authorization: '/v1/authorize',
    token: '/v1/token',
    jwks: '/v1/keys',
    userinfo: '/v1/userinfo',
    revocation: '/v1/revoke',
    end_session: '/v1/logout',
  },
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'groups'] },
  // Put the scopes' claims into the ID token, as an Okta groups claim would be.
  conformIdTokenClaims: false,
  features: {
    devInteractions: { enabled: false },
    revocation: { enabled: true },
    // @okta/okta-auth-js decodes the access token as a JWT ("Malformed token" otherwise), as Okta
    // issues them: issue JWT access tokens for a default API, like Okta's default authorization server.
    resourceIndicators: {
      enabled: true,
      defaultResource: () => 'api://default',
      useGrantedResource: () => true,
      getResourceServerInfo: () => ({ scope: 'flights', audience: 'api://default', accessTokenFormat: 'jwt' }),
    },
  },
  cookies: { keys: ['local-example-only'] },
  interactions: { url: (ctx, interaction) => `/interaction/${interaction.uid}` },
  async findAccount(ctx, sub) {
    if (sub !== USER.sub) return undefined;
    const { email, name, groups } = USER;
    return { accountId: sub, claims: () => ({ sub, email, email_verified: true, name, groups }) };
  },
  // First-party client: grant the requested scopes without a consent screen.
  async loadExistingGrant(ctx) {
    const { client, session, result } = ctx.oidc;
    const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
    if (grantId) return ctx.oidc.provider.Grant.find(grantId);
    const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
    grant.addOIDCScope('openid profile email');
    grant.addResourceScope('api://default', 'flights');
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
  if (req.url.startsWith(`${MOUNT}/`)) {
    // Mount the provider under the issuer's path: it reads the prefix from originalUrl.
    req.originalUrl = req.url;
    req.url = req.url.slice(MOUNT.length);
    handle(req, res);
    return;
  }
  res.writeHead(404).end();
}).listen(PORT, () => console.log(`OIDC provider: ${ISSUER}`));
