import { describe, expect, it } from 'vitest';
import {
  LINKEDIN,
  createSandboxApp,
  formBody,
  oauthClient,
  useSandbox,
} from '../testing/sandbox-test-kit';

const sandbox = useSandbox();
const linkedin = oauthClient(sandbox, LINKEDIN);
const PARAMS = LINKEDIN.params;

describe('consent pages', () => {
  it('escapes everything it echoes and carries the request through hidden fields', async () => {
    const hostile = '"><script>alert(1)</script>';
    const response = await linkedin.consentPage({
      ...PARAMS,
      state: hostile,
      client_id: `<b>${hostile}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script>');
    expect(response.body).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(response.body).toContain('<input type="hidden" name="response_type" value="code">');
    expect(response.headers['cache-control']).toBe('no-store');

    const location = await linkedin.consent({ params: { ...PARAMS, state: hostile } });
    expect(location.searchParams.get('state')).toBe(hostile);
  });

  it.each([
    ['client_id', { client_id: '' }, 'Missing client_id'],
    ['relative redirect_uri', { redirect_uri: '/callback' }, 'redirect_uri'],
    ['javascript: redirect_uri', { redirect_uri: 'javascript:alert(1)' }, 'redirect_uri'],
    ['response_type', { response_type: 'token' }, 'response_type'],
    ['state', { state: '' }, 'Missing state'],
    ['scope', { scope: '' }, 'Missing scope'],
  ])('answers an HTML error page for a bad %s', async (_name, change, message) => {
    const response = await linkedin.consentPage({ ...PARAMS, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain(message);
    expect(response.body).not.toContain('<form');
  });

  it('uses the default account name when none is typed, and refuses odd names', async () => {
    const location = await linkedin.consent({ account: '  ' });
    expect(location.searchParams.get('code')).toBeTruthy();

    const refused = await sandbox.app.inject({
      method: 'POST',
      url: LINKEDIN.authorize,
      ...formBody({ ...PARAMS, decision: 'approve', account: 'no spaces <allowed>' }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('role="alert"');
    expect(refused.body).toContain('value="no spaces &lt;allowed&gt;"');
    expect(refused.body).toContain('<form method="post"');

    const noDecision = await sandbox.app.inject({
      method: 'POST',
      url: LINKEDIN.authorize,
      ...formBody(PARAMS),
    });
    expect(noDecision.statusCode).toBe(400);
  });

  it('keeps query parameters already in the redirect URI', async () => {
    const redirect = `${PARAMS.redirect_uri}?source=sandbox`;
    const location = await linkedin.consent({ params: { ...PARAMS, redirect_uri: redirect } });
    expect(location.searchParams.get('source')).toBe('sandbox');
    expect(location.searchParams.get('code')).toBeTruthy();
  });
});

describe('sandbox plugin', () => {
  it('parses form bodies only inside its own scope', async () => {
    const { app } = await createSandboxApp({
      hostRoutes: (host) => host.post('/host', async () => ({ ok: true })),
    });
    const response = await app.inject({
      method: 'POST',
      url: '/host',
      ...formBody({ a: '1' }),
    });
    expect(response.statusCode).toBe(415);
    await app.close();
  });

  it('answers unknown sandbox paths with a JSON 404 and logs paths without query strings', async () => {
    const response = await sandbox.app.inject({
      method: 'GET',
      url: '/sandbox/linkedin/api/v2/nothing?access_token=secret',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'not_found' });
    expect(sandbox.controller.requests).toEqual([
      { platform: 'linkedin', method: 'GET', path: '/sandbox/linkedin/api/v2/nothing' },
    ]);
  });

  it('answers bodies it cannot parse in OAuth style', async () => {
    const response = await sandbox.app.inject({
      method: 'POST',
      url: '/sandbox/bluesky/pds/xrpc/com.atproto.server.createSession',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('serves SVG avatars', async () => {
    const response = await sandbox.app.inject({
      method: 'GET',
      url: '/sandbox/avatars/linkedin/ada_lovelace',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.body).toContain('>AL</text>');
  });
});
