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
  return { token, author: `urn:li:person:${sub}` };
}

const post = (
  token: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = HEADERS,
) =>
  sandbox.app.inject({
    method: 'POST',
    url: '/sandbox/linkedin/api/rest/posts',
    headers: { authorization: `Bearer ${token}`, ...headers },
    payload,
  });

describe('LinkedIn publishing sandbox', () => {
  const valid = (author: string) => ({
    author,
    commentary: 'Hi',
    visibility: 'PUBLIC',
    distribution: { feedDistribution: 'MAIN_FEED' },
    lifecycleState: 'PUBLISHED',
  });

  it('needs LinkedIn-Version and the Rest.li protocol header', async () => {
    const { token, author } = await connect();
    const missing = await post(token, valid(author), { 'x-restli-protocol-version': '2.0.0' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'VERSION_MISSING' });
    const old = await post(token, valid(author), { ...HEADERS, 'linkedin-version': 'v2' });
    expect(old.statusCode).toBe(426);
    const noRestli = await post(token, valid(author), { 'linkedin-version': '202605' });
    expect(noRestli.statusCode).toBe(400);
  });

  it('refuses bad fields with 422 naming them, and answers x-restli-id for a good post', async () => {
    const { token, author } = await connect();
    const other = await post(token, valid('urn:li:person:someone'));
    expect(other.statusCode).toBe(422);
    expect(other.json<{ message: string }>().message).toContain('/author');
    const media = await post(token, {
      ...valid(author),
      content: { media: { id: 'urn:li:image:nope' } },
    });
    expect(media.statusCode).toBe(422);
    expect(media.json<{ message: string }>().message).toContain('urn:li:image:nope');
    const good = await post(token, valid(author));
    expect(good.statusCode).toBe(201);
    expect(good.headers['x-restli-id']).toMatch(/^urn:li:share:/);
  });

  it('refuses a finalize without every part’s ETag', async () => {
    const { token, author } = await connect();
    const init = await sandbox.app.inject({
      method: 'POST',
      url: '/sandbox/linkedin/api/rest/videos?action=initializeUpload',
      headers: { authorization: `Bearer ${token}`, ...HEADERS },
      payload: { initializeUploadRequest: { owner: author, fileSizeBytes: 100_000 } },
    });
    const { video, uploadToken } = init.json<{ value: { video: string; uploadToken: string } }>()
      .value;
    const finalize = await sandbox.app.inject({
      method: 'POST',
      url: '/sandbox/linkedin/api/rest/videos?action=finalizeUpload',
      headers: { authorization: `Bearer ${token}`, ...HEADERS },
      payload: { finalizeUploadRequest: { video, uploadToken, uploadedPartIds: [] } },
    });
    expect(finalize.statusCode).toBe(400);
    expect(finalize.json<{ message: string }>().message).toContain('uploadedPartIds');
  });

  it('finds the member’s posts by author, newest first, paged — with r_member_social only', async () => {
    const { token, author } = await connect();
    for (const commentary of ['one', 'two \\(2\\)', 'three']) {
      expect((await post(token, { ...valid(author), commentary })).statusCode).toBe(201);
    }
    const reader = sandbox.token('linkedin', 'alan.turing', ['w_member_social', 'r_member_social']);
    const find = (query: string, bearer = reader) =>
      sandbox.app.inject({
        method: 'GET',
        url: `/sandbox/linkedin/api/rest/posts?author=${encodeURIComponent(author)}&q=author&${query}`,
        headers: { authorization: `Bearer ${bearer}`, ...HEADERS },
      });
    const first = (await find('count=2')).json<{
      elements: { id: string; commentary: string; createdAt: number }[];
      paging: { start: number; count: number; links: { rel: string; href: string }[] };
    }>();
    expect(first.elements.map((element) => element.commentary)).toEqual(['three', 'two \\(2\\)']);
    expect(first.elements[0]?.id).toMatch(/^urn:li:share:/);
    expect(first.paging).toMatchObject({ start: 0, count: 2 });
    expect(first.paging.links[0]).toMatchObject({ rel: 'next' });
    const second = (await find('count=2&start=2')).json<{
      elements: { commentary: string }[];
      paging: { links: unknown[] };
    }>();
    expect(second.elements.map((element) => element.commentary)).toEqual(['one']);
    expect(second.paging.links).toEqual([]);
    expect((await find('count=2', token)).statusCode).toBe(403);
  });
});
