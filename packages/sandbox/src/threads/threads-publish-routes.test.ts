import { describe, expect, it } from 'vitest';
import { usePublisherSandbox } from '@fanout/platforms/testing';
import { json } from '../testing/sandbox-test-kit';
import { threadsUserId } from './threads-routes';

const GRAPH = '/sandbox/threads/graph/v1.0';
const USER = threadsUserId('ada');

describe('sandbox Threads publishing routes', () => {
  const sandbox = usePublisherSandbox();
  const token = (scopes = ['threads_basic', 'threads_content_publish']) =>
    sandbox.token('threads', 'ada', scopes);
  const post = (path: string, fields: Record<string, string>, bearer = token()) =>
    sandbox.app.inject({
      method: 'POST',
      url: `${GRAPH}${path}`,
      headers: { authorization: `Bearer ${bearer}` },
      payload: fields,
    });

  it('refuses a container without media_type, naming the field', async () => {
    const response = await post(`/${USER}/threads`, { text: 'hi' });
    expect(response.statusCode).toBe(400);
    expect(json(response).error).toMatchObject({ code: 100, type: 'OAuthException' });
    expect(JSON.stringify(json(response))).toContain('media_type');
  });

  it('refuses an IMAGE container without image_url and text over 500 characters', async () => {
    const noUrl = await post(`/${USER}/threads`, { media_type: 'IMAGE' });
    expect(JSON.stringify(json(noUrl))).toContain('image_url');
    const long = await post(`/${USER}/threads`, { media_type: 'TEXT', text: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(json(long))).toContain('text');
  });

  it('refuses another user id, a token without the publish scope, and no token', async () => {
    const other = await post(`/${threadsUserId('bob')}/threads`, { media_type: 'TEXT', text: 'x' });
    expect(json(other).error).toMatchObject({ code: 100, error_subcode: 33 });
    const unscoped = await post(
      `/${USER}/threads`,
      { media_type: 'TEXT', text: 'x' },
      token(['threads_basic']),
    );
    expect(unscoped.statusCode).toBe(403);
    const anonymous = await sandbox.app.inject({ method: 'POST', url: `${GRAPH}/${USER}/threads` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('keeps a container IN_PROGRESS for processingMs and refuses to publish it until FINISHED', async () => {
    sandbox.controller.publishing.processingMs = 60_000;
    const created = await post(`/${USER}/threads`, { media_type: 'TEXT', text: 'wait' });
    const id = String(json(created).id);
    const status = await sandbox.app.inject({
      method: 'GET',
      url: `${GRAPH}/${id}?fields=status&access_token=${token()}`,
    });
    expect(json(status)).toEqual({ id, status: 'IN_PROGRESS' });
    const early = await post(`/${USER}/threads_publish`, { creation_id: id });
    expect(json(early).error).toMatchObject({ code: 9007 });
    expect(sandbox.controller.publishing.posts()).toEqual([]);
  });

  it('refuses a carousel with one child and an unknown creation_id', async () => {
    const carousel = await post(`/${USER}/threads`, { media_type: 'CAROUSEL', children: '123' });
    expect(JSON.stringify(json(carousel))).toContain('children');
    const unknown = await post(`/${USER}/threads_publish`, { creation_id: '999' });
    expect(json(unknown).error).toMatchObject({ error_subcode: 33 });
  });
});
