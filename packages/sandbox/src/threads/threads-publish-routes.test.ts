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

describe('sandbox Threads replies (ADR 0084)', () => {
  const sandbox = usePublisherSandbox();
  const ALL = ['threads_basic', 'threads_content_publish', 'threads_manage_replies'];
  const token = (scopes = [...ALL, 'threads_read_replies']) =>
    sandbox.token('threads', 'ada', scopes);
  const post = (path: string, fields: Record<string, string>, bearer = token()) =>
    sandbox.app.inject({
      method: 'POST',
      url: `${GRAPH}${path}`,
      headers: { authorization: `Bearer ${bearer}` },
      payload: fields,
    });
  const get = (path: string, bearer = token()) =>
    sandbox.app.inject({
      method: 'GET',
      url: `${GRAPH}${path}`,
      headers: { authorization: `Bearer ${bearer}` },
    });
  const publish = async (fields: Record<string, string>): Promise<string> => {
    const container = await post(`/${USER}/threads`, { media_type: 'TEXT', ...fields });
    expect(container.statusCode).toBe(200);
    const published = await post(`/${USER}/threads_publish`, {
      creation_id: String(json(container).id),
    });
    expect(published.statusCode).toBe(200);
    return String(json(published).id);
  };

  it('publishes a reply_to_id container as a reply, kept out of the user’s threads', async () => {
    const root = await publish({ text: 'Root' });
    const first = await publish({ text: 'First reply', reply_to_id: root });
    const second = await publish({ text: 'Second reply', reply_to_id: root });
    expect(
      sandbox.controller.publishing.posts('threads').map((item) => [item.text, item.replyTo]),
    ).toEqual([
      ['Root', undefined],
      ['First reply', root],
      ['Second reply', root],
    ]);
    const threads = json(await get(`/${USER}/threads?fields=id,text`));
    expect(threads.data).toEqual([{ id: root, text: 'Root' }]);

    const newest = json(await get(`/${root}/replies?fields=id,text,username,replied_to`));
    expect(newest.data).toEqual([
      { id: second, text: 'Second reply', username: 'ada', replied_to: { id: root } },
      { id: first, text: 'First reply', username: 'ada', replied_to: { id: root } },
    ]);
    const oldest = json(await get(`/${root}/replies?fields=id&reverse=false&limit=1`));
    expect(oldest.data).toEqual([{ id: first }]);
    expect(JSON.stringify(oldest.paging)).toContain('after=');
    expect(json(await get(`/${first}?fields=is_reply,replied_to`))).toEqual({
      id: first,
      is_reply: true,
      replied_to: { id: root },
    });
  });

  it('refuses an unknown parent, a reply without threads_manage_replies, a carousel item reply', async () => {
    const root = await publish({ text: 'Root' });
    const unknown = await post(`/${USER}/threads`, {
      media_type: 'TEXT',
      text: 'x',
      reply_to_id: '17999999999999999',
    });
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown).error).toMatchObject({ code: 100, type: 'OAuthException' });
    expect(JSON.stringify(json(unknown))).toContain('reply_to_id');
    const unscoped = await post(
      `/${USER}/threads`,
      { media_type: 'TEXT', text: 'x', reply_to_id: root },
      token(['threads_basic', 'threads_content_publish']),
    );
    expect(unscoped.statusCode).toBe(403);
    expect(json(unscoped).error).toMatchObject({ code: 10 });
    const item = await post(`/${USER}/threads`, {
      media_type: 'IMAGE',
      image_url: 'http://127.0.0.1:9/x.png',
      is_carousel_item: 'true',
      reply_to_id: root,
    });
    expect(JSON.stringify(json(item))).toContain('reply_to_id');
    expect(sandbox.controller.publishing.posts('threads')).toHaveLength(1);
  });

  it('reads replies only with threads_read_replies, of the user’s own media, reverse a boolean', async () => {
    const root = await publish({ text: 'Root' });
    const unscoped = await get(`/${root}/replies`, token(ALL));
    expect(unscoped.statusCode).toBe(403);
    const other = await get(`/17999999999999999/replies`);
    expect(json(other).error).toMatchObject({ error_subcode: 33 });
    const bad = await get(`/${root}/replies?reverse=sideways`);
    expect(bad.statusCode).toBe(400);
    expect(json(await get(`/${root}/replies`))).toEqual({ data: [] });
  });
});
