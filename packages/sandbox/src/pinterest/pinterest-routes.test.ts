import { describe, expect, it } from 'vitest';
import {
  expectConsentPage,
  expectConsentRedirects,
  expectRefreshTokenRotation,
  injectWithBearer,
  json,
  OAUTH_FLOWS,
  oauthClient,
  useSandbox,
} from '../testing/sandbox-test-kit';

const API = '/sandbox/pinterest/api/v5';

const sandbox = useSandbox();
const pinterest = oauthClient(sandbox, OAUTH_FLOWS.pinterest({ state: 'p-state' }));

const api = (path: string, token: unknown) =>
  injectWithBearer(sandbox, 'GET', `${API}${path}`, token);

describe('Pinterest sandbox', () => {
  it('renders the consent page and redirects with code or access_denied', async () => {
    await expectConsentPage(pinterest, ['Pinterest', '<code>boards:read</code>']);
    const { approved } = await expectConsentRedirects(pinterest);
    expect(approved.searchParams.get('state')).toBe('p-state');
  });

  it('exchanges the code with HTTP Basic only', async () => {
    const code = await pinterest.approve();
    const noBasic = await pinterest.exchange(code, { credentials: null });
    expect(noBasic.statusCode).toBe(401);
    expect(json(noBasic)).toMatchObject({ error: 'invalid_client' });
    const response = await pinterest.exchange(code);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({
      access_token: expect.stringMatching(/^sbx_pin_at_/),
      token_type: 'bearer',
      expires_in: 2_592_000,
      refresh_token: expect.stringMatching(/^sbx_pin_rt_/),
      refresh_token_expires_in: 5_184_000,
      refresh_token_expires_at: expect.any(Number),
      scope: pinterest.flow.params.scope,
    });
  });

  it('rotates the refresh token with a new 60-day window', async () => {
    const { second } = await expectRefreshTokenRotation(pinterest);
    expect(second).toMatchObject({ refresh_token_expires_in: 5_184_000 });
  });

  it('answers the user account and two boards', async () => {
    const { access_token: accessToken } = await pinterest.connect('pin.collector');
    const account = await api('/user_account', accessToken);
    expect(account.statusCode).toBe(200);
    expect(json(account)).toMatchObject({
      username: 'pin_collector',
      account_type: 'BUSINESS',
      profile_image: expect.stringContaining('/avatars/pinterest/'),
    });
    const boards = await api('/boards?page_size=100', accessToken);
    expect(boards.statusCode).toBe(200);
    expect(json(boards)).toEqual({
      items: [
        expect.objectContaining({ id: expect.stringMatching(/^\d{18}$/), privacy: 'PUBLIC' }),
        expect.objectContaining({ name: 'Sandbox drafts', privacy: 'SECRET' }),
      ],
      bookmark: null,
    });
    const unknown = await api('/user_account', 'nope');
    expect(unknown.statusCode).toBe(401);
    expect(json(unknown)).toEqual({ code: 2, message: 'Authentication failed.' });
  });
});
