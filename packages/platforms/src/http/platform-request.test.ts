import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Platform } from '@fanout/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PlatformError } from '../platform-client';
import { useFakePlatforms, type FakeRoute } from '../testing/fake-platform-server';
import { bearer, createPlatformHttp, type PlatformRequest } from './platform-request';

const fakes = useFakePlatforms();

/** One GET /{platform}/api/thing answered with `status` and `answer`, through the HTTP layer. */
async function failureFor(
  platform: Platform,
  status: number,
  answer: unknown,
  extra: Partial<FakeRoute> = {},
): Promise<PlatformError> {
  const fake = await fakes.start([
    { method: 'GET', path: `/${platform}/api/thing`, status, answer, ...extra },
  ]);
  const http = createPlatformHttp();
  const request: PlatformRequest = {
    platform,
    operation: 'the profile request',
    method: 'GET',
    url: `${fake.hosts.twitter.api.replace('/twitter/api', `/${platform}/api`)}/thing`,
    ...(extra.authorization ? { auth: bearer(extra.authorization.slice('Bearer '.length)) } : {}),
  };
  const error = await http.send(request).catch((caught: unknown) => caught);
  if (!(error instanceof PlatformError)) throw new Error('expected a PlatformError');
  return error;
}

describe('platform error classification', () => {
  it('401 and 403 are auth', async () => {
    const unauthorized = await failureFor('linkedin', 401, {
      message: 'Invalid access token',
      status: 401,
      serviceErrorCode: 65600,
    });
    expect(unauthorized).toMatchObject({
      platform: 'linkedin',
      errorClass: 'auth',
      status: 401,
      message: 'LinkedIn refused the profile request: Invalid access token',
    });
    expect((await failureFor('twitter', 403, { title: 'Forbidden' })).errorClass).toBe('auth');
  });

  it('429 is rate_limited', async () => {
    const error = await failureFor('pinterest', 429, {
      code: 8,
      message: 'This request exceeded a rate limit.',
    });
    expect(error).toMatchObject({
      errorClass: 'rate_limited',
      message: 'Pinterest rate-limited the profile request: This request exceeded a rate limit.',
    });
  });

  it('rate limits sent as 400 (Meta) or 403 (Google) are rate_limited', async () => {
    const meta = await failureFor('facebook', 400, {
      error: { message: 'User request limit reached', type: 'OAuthException', code: 17 },
    });
    expect(meta.errorClass).toBe('rate_limited');
    const google = await failureFor('youtube', 403, {
      error: {
        code: 403,
        message: 'The request cannot be completed because you have exceeded your quota.',
        errors: [{ reason: 'quotaExceeded' }],
      },
    });
    expect(google).toMatchObject({
      errorClass: 'rate_limited',
      message:
        'YouTube rate-limited the profile request: The request cannot be completed because you have exceeded your quota.',
    });
  });

  it('400 and 422 are invalid_content; Meta code 190 is auth', async () => {
    expect(
      (await failureFor('twitter', 400, { error: 'invalid_request', error_description: 'Bad' }))
        .errorClass,
    ).toBe('invalid_content');
    expect((await failureFor('bluesky', 422, { message: 'Unprocessable' })).errorClass).toBe(
      'invalid_content',
    );
    const meta = await failureFor('instagram', 400, {
      error: { message: 'Error validating access token', type: 'OAuthException', code: 190 },
    });
    expect(meta.errorClass).toBe('auth');
  });

  it('5xx is transient, even without a JSON body', async () => {
    const error = await failureFor('youtube', 500, {
      error: { code: 500, message: 'Backend Error' },
    });
    expect(error).toMatchObject({
      errorClass: 'transient',
      message: 'YouTube had a server error on the profile request (HTTP 500): Backend Error',
    });
    const fake = await fakes.start([
      { method: 'GET', path: '/tiktok/api/thing', status: 502, answer: undefined },
    ]);
    const bare = await createPlatformHttp()
      .send({
        platform: 'tiktok',
        operation: 'the profile request',
        method: 'GET',
        url: `${fake.hosts.tiktok.api}/thing`,
      })
      .catch((caught: unknown) => caught);
    expect(bare).toMatchObject({
      errorClass: 'transient',
      status: 502,
      message: 'TikTok had a server error on the profile request (HTTP 502)',
    });
  });

  it('other statuses are unknown', async () => {
    expect((await failureFor('threads', 404, { error: { message: 'Not found' } })).errorClass).toBe(
      'unknown',
    );
  });

  it('a timeout is transient', async () => {
    const fake = await fakes.start([
      { method: 'GET', path: '/twitter/api/slow', delayMs: 3_000, answer: { ok: true } },
    ]);
    const started = Date.now();
    // undici's own limit (ADR 0079): on its coarse timers, up to about a second late.
    const error = await createPlatformHttp({ timeoutMs: 200 })
      .send({
        platform: 'twitter',
        operation: 'the profile request',
        method: 'GET',
        url: `${fake.hosts.twitter.api}/slow`,
      })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      errorClass: 'transient',
      message: 'X did not answer the profile request within 200 ms',
      // The request went out: the platform may have acted on it.
      notSent: false,
    });
    expect(Date.now() - started).toBeLessThan(2_500);
  });

  it('a refused connection is transient', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    const error = await createPlatformHttp()
      .send({
        platform: 'threads',
        operation: 'the token refresh',
        method: 'GET',
        url: `http://127.0.0.1:${port}/refresh_access_token`,
        query: { access_token: 'secret-token-value' },
      })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      errorClass: 'transient',
      message: 'Threads could not be reached for the token refresh (ECONNREFUSED)',
      // No connection, so no request: the platform cannot have acted on it (ADR 0038).
      notSent: true,
    });
  });

  it('never repeats tokens, secrets or query strings the platform echoes', async () => {
    const error = await failureFor(
      'facebook',
      400,
      {
        error: {
          message:
            'Token tok-SECRET-123 rejected, see https://graph.test/debug?access_token=tok-SECRET-123&x=1',
          code: 100,
        },
      },
      { authorization: 'Bearer tok-SECRET-123' },
    );
    expect(error.message).toBe(
      'Facebook refused the profile request: Token [redacted] rejected, see https://graph.test/debug',
    );
  });

  it('sends Meta upload auth as `OAuth <token>` and never repeats that token', async () => {
    const fake = await fakes.start([
      {
        method: 'POST',
        path: '/facebook/rupload/video-upload/v21.0/42',
        authorization: 'OAuth page-SECRET-9',
        status: 400,
        answer: { error: { message: 'Token page-SECRET-9 cannot upload', code: 100 } },
      },
    ]);
    const error = await createPlatformHttp()
      .send({
        platform: 'facebook',
        operation: 'the Reel upload',
        method: 'POST',
        url: `${fake.hosts.facebook.rupload}/video-upload/v21.0/42`,
        auth: { type: 'oauth', token: 'page-SECRET-9' },
      })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      errorClass: 'invalid_content',
      message: 'Facebook refused the Reel upload: Token [redacted] cannot upload',
    });
  });

  it('an OK answer in an unexpected shape is unknown, naming the field', async () => {
    const fake = await fakes.start([
      { method: 'GET', path: '/twitter/api/2/users/me', answer: { data: { name: 'x' } } },
    ]);
    const error = await createPlatformHttp()
      .fetchJson(
        {
          platform: 'twitter',
          operation: 'the profile request',
          method: 'GET',
          url: `${fake.hosts.twitter.api}/2/users/me`,
        },
        z.object({ data: z.object({ id: z.string() }) }),
      )
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({ errorClass: 'unknown' });
    expect((error as PlatformError).message).toMatch(
      /^X answered the profile request in an unexpected shape \(data\.id: /,
    );
  });
});

describe('query strings', () => {
  it('sends a raw query as it is, after the encoded one (Rest.li 2.0 syntax)', async () => {
    const server = createServer((request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ url: request.url }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const answer = await createPlatformHttp().send({
        platform: 'linkedin',
        operation: 'the figures request',
        method: 'GET',
        url: `http://127.0.0.1:${port}/rest/memberCreatorPostAnalytics`,
        query: { q: 'entity', note: 'a b(c)' },
        rawQuery: `entity=(share:${encodeURIComponent('urn:li:share:7')})&queryType=IMPRESSION`,
      });
      expect(answer).toEqual({
        url: '/rest/memberCreatorPostAnalytics?q=entity&note=a+b%28c%29&entity=(share:urn%3Ali%3Ashare%3A7)&queryType=IMPRESSION',
      });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
