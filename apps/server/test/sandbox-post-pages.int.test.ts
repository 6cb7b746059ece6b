import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connectAccount,
  newCreator,
  postNow,
  settledTargets,
  startPublishingServer,
  type PublishingServer,
} from './publishing-harness';

let server: PublishingServer;
beforeAll(async () => {
  server = await startPublishingServer();
});
afterAll(async () => server.close());

describe('in sandbox mode, "View on …" opens the sandbox’s own page of the post', () => {
  it('records the sandbox page as the post’s link; its owner reads it, nobody else', async () => {
    const owner = await newCreator(server);
    const linkedin = await connectAccount(owner.client, owner.group, 'linkedin');
    const post = await postNow(owner.client, [linkedin.id], {
      textContent: 'A <b>sandbox</b> post',
    });
    const [target] = await settledTargets(server, post.id);
    expect(target?.state).toBe('published');

    const read = await owner.client.get(`/api/posts/${post.id}`);
    const url = (read.body as { platforms: { platformPostUrl: string | null }[] }).platforms[0]
      ?.platformPostUrl;
    expect(url).toMatch(new RegExp(`^${server.baseUrl}/sandbox/`));
    expect(url).not.toMatch(/linkedin\.com/);

    const page = await fetch(url ?? '', { headers: { cookie: owner.client.cookieHeader } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('A &lt;b&gt;sandbox&lt;/b&gt; post');
    expect(html).toContain('LinkedIn');

    const stranger = await newCreator(server);
    const refused = await fetch(url ?? '', { headers: { cookie: stranger.client.cookieHeader } });
    expect(refused.status).toBe(404);
  });
});
