import { describe, expect, it } from 'vitest';
import { REQUEST_LOG_SIZE, SandboxController } from './sandbox-controller';
import {
  LINKEDIN,
  injectWithBearer,
  json,
  oauthClient,
  useSandbox,
} from '../testing/sandbox-test-kit';

const sandbox = useSandbox();
const linkedin = oauthClient(sandbox, LINKEDIN);

const userinfo = (token: unknown) => injectWithBearer(sandbox, 'GET', LINKEDIN.userinfo, token);

describe('SandboxController', () => {
  it('failNext answers the queued failure once, for the matching operation only', async () => {
    sandbox.controller.failNext('linkedin', 'token', {
      status: 503,
      body: { message: 'down for maintenance' },
      headers: { 'retry-after': '30' },
    });
    const code = await linkedin.approve();
    const exchange = () => linkedin.exchange(code);
    const failed = await exchange();
    expect(failed.statusCode).toBe(503);
    expect(failed.headers['retry-after']).toBe('30');
    expect(failed.json()).toEqual({ message: 'down for maintenance' });
    // The failure did not spend the code.
    const tokens = json(await exchange());

    sandbox.controller.failNext('linkedin', 'profile', { status: 429, body: 'slow down' });
    sandbox.controller.failNext('twitter', 'profile', { status: 500, body: {} });
    const limited = await userinfo(tokens.access_token);
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toBe('slow down');
    expect((await userinfo(tokens.access_token)).statusCode).toBe(200);

    sandbox.controller.failNext('linkedin', 'refresh', {
      status: 400,
      body: { error: 'invalid_grant', error_description: 'revoked' },
    });
    const refresh = () => linkedin.refresh(tokens.refresh_token);
    expect((await refresh()).statusCode).toBe(400);
    expect((await refresh()).statusCode).toBe(200);
  });

  it('expireAccessTokens makes profile calls 401 until the token is refreshed', async () => {
    const tokens = await linkedin.connect();
    sandbox.controller.expireAccessTokens('linkedin');
    const expired = await userinfo(tokens.access_token);
    expect(expired.statusCode).toBe(401);
    expect(json(expired)).toMatchObject({ serviceErrorCode: 65601 });

    const refreshed = json(await linkedin.refresh(tokens.refresh_token));
    expect((await userinfo(refreshed.access_token)).statusCode).toBe(200);
  });

  it('logs the requests without tokens, and reset forgets everything', async () => {
    const tokens = await linkedin.connect();
    await userinfo(tokens.access_token);
    expect(sandbox.controller.requests).toEqual([
      { platform: 'linkedin', method: 'POST', path: LINKEDIN.authorize },
      { platform: 'linkedin', method: 'POST', path: LINKEDIN.token },
      { platform: 'linkedin', method: 'GET', path: LINKEDIN.userinfo },
    ]);
    expect(JSON.stringify(sandbox.controller.requests)).not.toContain(String(tokens.access_token));

    sandbox.controller.failNext('linkedin', 'profile', { status: 500, body: {} });
    sandbox.controller.reset();
    expect(sandbox.controller.requests).toEqual([]);
    expect((await userinfo(tokens.access_token)).statusCode).toBe(401);
  });

  it('keeps only the latest requests, so a sandbox serving for weeks does not grow', () => {
    const controller = new SandboxController();
    const total = 3 * REQUEST_LOG_SIZE + 7;
    for (let index = 0; index < total; index += 1) {
      controller.record({ platform: 'twitter', method: 'POST', path: `/2/tweets/${index}` });
    }
    const kept = controller.requests;
    expect(kept).toHaveLength(REQUEST_LOG_SIZE);
    expect(kept[0]?.path).toBe(`/2/tweets/${total - REQUEST_LOG_SIZE}`);
    expect(kept.at(-1)?.path).toBe(`/2/tweets/${total - 1}`);
  });
});
