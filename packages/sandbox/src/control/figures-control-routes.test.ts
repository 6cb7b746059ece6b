import { describe, expect, it } from 'vitest';
import { sandboxCommentFigures, sandboxFigures } from '../analytics/figure-curve';
import type { SandboxPost } from '../publishing/sandbox-publishing';
import { createSandboxApp, eachTest, useSandbox } from '../testing/sandbox-test-kit';
import { CONTROL_CHANGE_REFUSED } from './control-access';

const sandbox = useSandbox();
const HOUR = 60 * 60_000;
const FIGURES = '/sandbox/_control/figures';

function place(id = '1234567890123456789'): SandboxPost {
  return sandbox.controller.publishing.add({
    platform: 'twitter',
    id,
    account: 'user-1',
    text: 'Placed',
    media: [],
    url: null,
    createdAt: sandbox.controller.now(),
  });
}

const send = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
  sandbox.app.inject({ method, url, ...(payload === undefined ? {} : { payload }) });

describe('figures control API', () => {
  it("reads a post's figures as the formula gives them at its age, and later with aheadMs", async () => {
    const post = place();
    sandbox.advanceClock(6 * HOUR);
    const read = await send('GET', `${FIGURES}/twitter/posts/${post.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      platform: 'twitter',
      id: post.id,
      figures: sandboxFigures('twitter', post.id, 6 * HOUR),
      override: null,
    });

    expect((await send('PUT', FIGURES, { aheadMs: 18 * HOUR })).json()).toEqual({
      aheadMs: 18 * HOUR,
    });
    const later = await send('GET', `${FIGURES}/twitter/posts/${post.id}`);
    expect(later.json()).toMatchObject({ figures: sandboxFigures('twitter', post.id, 24 * HOUR) });
  });

  it('overrides figures by the network names, leaves out the ones set null, and goes back', async () => {
    const post = place();
    sandbox.advanceClock(HOUR);
    const formula = sandboxFigures('twitter', post.id, HOUR);
    const set = await send('PUT', `${FIGURES}/twitter/posts/${post.id}`, {
      figures: { like_count: 500, bookmark_count: null },
    });
    expect(set.statusCode).toBe(200);
    const { bookmark_count: _left, ...rest } = formula;
    expect(set.json()).toMatchObject({ figures: { ...rest, like_count: 500 } });
    expect(post.figures).toEqual({ like_count: 500, bookmark_count: null });

    // Merged over the override it had.
    await send('PUT', `${FIGURES}/twitter/posts/${post.id}`, { figures: { reply_count: 7 } });
    expect(post.figures).toEqual({ like_count: 500, bookmark_count: null, reply_count: 7 });

    const back = await send('PUT', `${FIGURES}/twitter/posts/${post.id}`, { figures: null });
    expect(back.json()).toMatchObject({ figures: formula, override: null });
  });

  it("refuses names outside the network's row, and unknown posts", async () => {
    const post = place();
    const wrong = await send('PUT', `${FIGURES}/twitter/posts/${post.id}`, {
      figures: { views: 3 },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ error_description: string }>().error_description).toContain(
      'impression_count',
    );
    expect((await send('GET', `${FIGURES}/twitter/posts/404`)).statusCode).toBe(404);
    expect((await send('GET', `${FIGURES}/myspace/posts/1`)).statusCode).toBe(404);
  });

  it("reads and overrides a comment by its network's comment names, and refuses one comment", async () => {
    const post = sandbox.controller.publishing.add({
      platform: 'linkedin',
      id: 'urn:li:share:1',
      account: 'urn:li:person:a',
      text: 'Post',
      media: [],
      url: null,
      createdAt: sandbox.controller.now(),
    });
    const comment = sandbox.controller.publishing.add({
      platform: 'linkedin',
      id: 'urn:li:comment:(urn:li:share:1,7)',
      account: 'urn:li:person:a',
      text: 'First comment',
      media: [],
      url: null,
      createdAt: sandbox.controller.now(),
      replyTo: post.id,
      comment: true,
    });
    sandbox.advanceClock(HOUR);
    const path = `${FIGURES}/linkedin/posts/${encodeURIComponent(comment.id)}`;
    expect((await send('GET', path)).json()).toMatchObject({
      figures: sandboxCommentFigures('linkedin', comment.id, HOUR),
    });
    // A post's names are not a comment's.
    expect((await send('PUT', path, { figures: { REACTION: 3 } })).statusCode).toBe(400);
    const set = await send('PUT', path, { figures: { totalLikes: 9 } });
    expect(set.json()).toMatchObject({ figures: { totalLikes: 9 } });

    const refused = await send('PUT', `${FIGURES}/linkedin`, {
      post: comment.id,
      refusal: { kind: 'rate_limit', retryAfterSeconds: 30 },
    });
    expect(refused.json()).toEqual({
      platform: 'linkedin',
      post: comment.id,
      refusal: { kind: 'rate_limit', retryAfterSeconds: 30 },
    });
    expect(sandbox.controller.figures.refusalFor('linkedin', 'anyone', comment.id)).toEqual({
      kind: 'rate_limit',
      retryAfterSeconds: 30,
    });
    expect(sandbox.controller.figures.refusalFor('linkedin', 'anyone', post.id)).toBeUndefined();
    await send('PUT', `${FIGURES}/linkedin`, { post: comment.id, refusal: null });
    expect(sandbox.controller.figures.refusalFor('linkedin', 'anyone', comment.id)).toBeUndefined();
  });

  it('sets and clears refusals of a network or one account', async () => {
    await send('PUT', `${FIGURES}/youtube`, { refusal: { kind: 'rate_limit' } });
    await send('PUT', `${FIGURES}/youtube`, { account: 'ada', refusal: { kind: 'scope' } });
    const { figures } = sandbox.controller;
    expect(figures.refusalFor('youtube', 'ada')).toEqual({ kind: 'scope' });
    expect(figures.refusalFor('youtube', 'bob')).toEqual({
      kind: 'rate_limit',
      retryAfterSeconds: 60,
    });
    expect((await send('GET', FIGURES)).json()).toMatchObject({
      aheadMs: 0,
      refusals: [
        {
          platform: 'youtube',
          account: null,
          refusal: { kind: 'rate_limit', retryAfterSeconds: 60 },
        },
        { platform: 'youtube', account: 'ada', refusal: { kind: 'scope' } },
      ],
    });
    await send('PUT', `${FIGURES}/youtube`, { refusal: null });
    expect(figures.refusalFor('youtube', 'bob')).toBeUndefined();
    expect(figures.refusalFor('youtube', 'ada')).toEqual({ kind: 'scope' });
    const bad = await send('PUT', `${FIGURES}/youtube`, { refusal: { kind: 'teapot' } });
    expect(bad.statusCode).toBe(400);
  });

  it('deletes a post as its owner would on the network', async () => {
    const post = place();
    const deleted = await send('DELETE', `/sandbox/_control/publishing/twitter/posts/${post.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(sandbox.controller.publishing.find('twitter', post.id)).toBeUndefined();
    const again = await send('DELETE', `/sandbox/_control/publishing/twitter/posts/${post.id}`);
    expect(again.statusCode).toBe(404);
  });
});

describe('figures control API for a customer', () => {
  const customer = eachTest(() =>
    createSandboxApp({
      authorizeControl: async () => ({ kind: 'own', owns: (post) => post.account === 'mine' }),
    }),
  );

  it("reads only their own posts' figures and changes nothing", async () => {
    const { app, controller } = customer();
    const base = { platform: 'bluesky' as const, text: '', media: [], url: null, createdAt: 0 };
    controller.publishing.add({ ...base, id: 'at://a', account: 'mine' });
    controller.publishing.add({ ...base, id: 'at://b', account: 'theirs' });
    const read = (id: string) =>
      app.inject({ method: 'GET', url: `${FIGURES}/bluesky/posts/${encodeURIComponent(id)}` });
    expect((await read('at://a')).statusCode).toBe(200);
    expect((await read('at://b')).statusCode).toBe(404);
    for (const [method, url, payload] of [
      ['PUT', FIGURES, { aheadMs: 1 }],
      ['PUT', `${FIGURES}/bluesky`, { refusal: null }],
      ['PUT', `${FIGURES}/bluesky/posts/${encodeURIComponent('at://a')}`, { figures: null }],
      [
        'DELETE',
        `/sandbox/_control/publishing/bluesky/posts/${encodeURIComponent('at://a')}`,
        undefined,
      ],
    ] as const) {
      const refused = await app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ error_description: CONTROL_CHANGE_REFUSED });
    }
  });
});
