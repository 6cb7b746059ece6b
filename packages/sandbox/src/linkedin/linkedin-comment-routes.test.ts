import { describe, expect, it } from 'vitest';
import { usePublisherSandbox } from '@fanout/platforms/testing';
import { LINKEDIN, connectedToken, injectWithBearer } from '../testing/sandbox-test-kit';

const sandbox = usePublisherSandbox();
const HEADERS = { 'linkedin-version': '202605', 'x-restli-protocol-version': '2.0.0' };

async function connect() {
  const token = await connectedToken(sandbox, LINKEDIN, 'alan.turing');
  const { sub } = (await injectWithBearer(sandbox, 'GET', LINKEDIN.userinfo, token)).json<{
    sub: string;
  }>();
  const author = `urn:li:person:${sub}`;
  const published = await sandbox.app.inject({
    method: 'POST',
    url: '/sandbox/linkedin/api/rest/posts',
    headers: { authorization: `Bearer ${token}`, ...HEADERS },
    payload: {
      author,
      commentary: 'The post',
      visibility: 'PUBLIC',
      distribution: { feedDistribution: 'MAIN_FEED' },
      lifecycleState: 'PUBLISHED',
    },
  });
  return { token, author, post: String(published.headers['x-restli-id']) };
}

const commentsOf = (post: string) =>
  `/sandbox/linkedin/api/rest/socialActions/${encodeURIComponent(post)}/comments`;

function comment(token: string, post: string, payload: Record<string, unknown>) {
  return sandbox.app.inject({
    method: 'POST',
    url: commentsOf(post),
    headers: { authorization: `Bearer ${token}`, ...HEADERS },
    payload,
  });
}

describe('LinkedIn comments sandbox', () => {
  it('creates a comment: 201, the comment with its commentUrn, its id in x-restli-id', async () => {
    const { token, author, post } = await connect();
    const created = await comment(token, post, {
      actor: author,
      object: post,
      message: { text: 'First!' },
    });
    expect(created.statusCode).toBe(201);
    const body = created.json<{ commentUrn: string; id: string; object: string }>();
    expect(body.commentUrn).toBe(`urn:li:comment:(${post},${body.id})`);
    expect(created.headers['x-restli-id']).toBe(body.id);
    expect(body).toMatchObject({ actor: author, object: post, message: { text: 'First!' } });
    expect(sandbox.controller.publishing.posts('linkedin').at(-1)).toMatchObject({
      id: body.commentUrn,
      comment: true,
      replyTo: post,
    });
  });

  it('refuses a wrong actor, object or field, an empty or long text, an unknown post', async () => {
    const { token, author, post } = await connect();
    const valid = { actor: author, object: post, message: { text: 'ok' } };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, actor: 'urn:li:person:someone' }, '/actor'],
      [{ ...valid, object: 'urn:li:share:1' }, '/object'],
      [{ ...valid, parentComment: 'urn:li:comment:(x,1)' }, 'parentComment'],
      [{ ...valid, message: { text: '' } }, '/message/text'],
      [{ ...valid, message: { text: 'x'.repeat(1251) } }, '/message/text'],
      [{ actor: author, object: post }, '/message'],
    ];
    for (const [payload, named] of cases) {
      const refused = await comment(token, post, payload);
      expect(refused.statusCode, named).toBe(422);
      expect(refused.json<{ message: string }>().message).toContain(named);
    }
    const unknown = await comment(token, 'urn:li:share:1', { ...valid, object: 'urn:li:share:1' });
    expect(unknown.statusCode).toBe(404);
    const unversioned = await sandbox.app.inject({
      method: 'POST',
      url: commentsOf(post),
      headers: { authorization: `Bearer ${token}` },
      payload: valid,
    });
    expect(unversioned.statusCode).toBe(400);
    expect(sandbox.controller.publishing.posts('linkedin').filter((p) => p.comment)).toEqual([]);
  });

  it('gets a post’s comments newest first, paged — with r_member_social only', async () => {
    const { token, author, post } = await connect();
    for (const text of ['one', 'two', 'three']) {
      await comment(token, post, { actor: author, object: post, message: { text } });
    }
    const reader = sandbox.token('linkedin', 'alan.turing', ['w_member_social', 'r_member_social']);
    const get = (query: string, bearer = reader) =>
      sandbox.app.inject({
        method: 'GET',
        url: `${commentsOf(post)}?${query}`,
        headers: { authorization: `Bearer ${bearer}`, ...HEADERS },
      });
    type Page = {
      elements: { message: { text: string }; actor: string; created: { time: number } }[];
      paging: { start: number; count: number; total: number; links: unknown[] };
    };
    const first = (await get('start=0&count=2')).json<Page>();
    expect(first.elements.map((element) => element.message.text)).toEqual(['three', 'two']);
    expect(first.elements[0]).toMatchObject({
      actor: author,
      created: { time: expect.any(Number) },
    });
    expect(first.paging).toMatchObject({ start: 0, count: 2, total: 3 });
    expect(first.paging.links).toHaveLength(1);
    const second = (await get('start=2&count=2')).json<Page>();
    expect(second.elements.map((element) => element.message.text)).toEqual(['one']);
    expect(second.paging.links).toEqual([]);
    expect((await get('count=2', token)).statusCode).toBe(403);
    // Comments are not the member's posts.
    const posts = await sandbox.app.inject({
      method: 'GET',
      url: `/sandbox/linkedin/api/rest/posts?author=${encodeURIComponent(author)}&q=author`,
      headers: { authorization: `Bearer ${reader}`, ...HEADERS },
    });
    expect(posts.json<{ elements: { id: string }[] }>().elements.map((e) => e.id)).toEqual([post]);
  });
});
