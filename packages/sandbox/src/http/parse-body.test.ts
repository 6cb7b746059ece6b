import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { linkedInBodyRefusal } from '../linkedin/linkedin-publish-kit';
import { graphBodyRefusal } from '../meta/meta-publish-answers';
import { pinterestBodyRefusal } from '../pinterest/pinterest-publish-kit';
import { xBodyRefusal } from '../twitter/twitter-publish-kit';
import { parseBody, type BodyRefusal } from './parse-body';
import { googleBodyRefusal, tikTokBodyRefusal, xrpcBodyRefusal } from './platform-errors';

const SCHEMA = z.object({
  post: z.object({ text: z.string({ error: 'must be a string' }) }),
});

/** What `refusal` answers to `{post: {text: 5}}`, through a real Fastify reply. */
async function refusedWith(refusal: BodyRefusal) {
  const app = Fastify();
  app.post('/', async (request, reply) => {
    const parsed = parseBody(SCHEMA, request.body, reply, refusal);
    return parsed.ok ? { accepted: parsed.body } : parsed.reply;
  });
  const response = await app.inject({ method: 'POST', url: '/', payload: { post: { text: 5 } } });
  await app.close();
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

describe('parseBody', () => {
  it('answers the parsed body when it fits the schema', async () => {
    const app = Fastify();
    app.post('/', async (request, reply) => {
      const parsed = parseBody(SCHEMA, request.body, reply, xrpcBodyRefusal);
      return parsed.ok ? { accepted: parsed.body } : parsed.reply;
    });
    const response = await app.inject({
      method: 'POST',
      url: '/',
      payload: { post: { text: 'hi' }, extra: 1 },
    });
    expect(response.json()).toEqual({ accepted: { post: { text: 'hi' } } });
  });

  it('refuses a malformed body in LinkedIn’s shape', async () => {
    expect(await refusedWith(linkedInBodyRefusal)).toEqual({
      status: 422,
      body: {
        status: 422,
        code: 'UNPROCESSABLE_ENTITY',
        message: 'ERROR :: /post/text :: must be a string',
      },
    });
  });

  it('refuses a malformed body in X’s shape, naming the parameter', async () => {
    expect(await refusedWith(xBodyRefusal)).toEqual({
      status: 400,
      body: {
        errors: [{ parameters: { 'post.text': [''] }, message: 'must be a string' }],
        title: 'Invalid Request',
        detail: 'must be a string',
        type: 'https://api.twitter.com/2/problems/invalid-request',
      },
    });
  });

  it('refuses a malformed body in the Graph API’s shape', async () => {
    const { status, body } = await refusedWith(graphBodyRefusal);
    expect(status).toBe(400);
    expect(body).toEqual({
      error: {
        message: '(#100) must be a string',
        type: 'OAuthException',
        code: 100,
        fbtrace_id: expect.any(String),
      },
    });
  });

  it('refuses a malformed body in Pinterest’s shape', async () => {
    expect(await refusedWith(pinterestBodyRefusal)).toEqual({
      status: 400,
      body: { code: 1, message: 'Invalid parameters: must be a string' },
    });
  });

  it('refuses a malformed body in TikTok’s shape, with a log id', async () => {
    const { status, body } = await refusedWith(tikTokBodyRefusal);
    expect(status).toBe(400);
    expect(body).toEqual({
      data: {},
      error: { code: 'invalid_params', message: 'must be a string', log_id: expect.any(String) },
    });
  });

  it('refuses a malformed body in Google’s shape', async () => {
    expect(await refusedWith(googleBodyRefusal)).toEqual({
      status: 400,
      body: {
        error: {
          code: 400,
          message: 'must be a string',
          errors: [
            { message: 'must be a string', domain: 'global', reason: 'invalidVideoMetadata' },
          ],
          status: 'INVALID_ARGUMENT',
        },
      },
    });
  });

  it('refuses a malformed body in XRPC’s shape', async () => {
    expect(await refusedWith(xrpcBodyRefusal)).toEqual({
      status: 400,
      body: { error: 'InvalidRequest', message: 'must be a string' },
    });
  });
});
