import { describe, expect, it } from 'vitest';
import { usePublisherSandbox } from '@fanout/platforms/testing';
import { connectedToken, injectWithBearer, OAUTH_FLOWS } from '../testing/sandbox-test-kit';

const sandbox = usePublisherSandbox();

function token(scope = 'tweet.read tweet.write users.read media.write'): Promise<string> {
  return connectedToken(sandbox, OAUTH_FLOWS.twitter({ scope }));
}

describe('X publishing sandbox', () => {
  it('refuses unknown media ids and too long text, naming the parameter', async () => {
    const bearer = await token();
    const media = await injectWithBearer(sandbox, 'POST', '/sandbox/twitter/api/2/tweets', bearer, {
      text: 'x',
      media: { media_ids: ['1234'] },
    });
    expect(media.statusCode).toBe(400);
    expect(media.json()).toMatchObject({
      errors: [
        { parameters: { 'media.media_ids': ['1234'] }, message: 'Your media IDs are invalid.' },
      ],
      type: 'https://api.twitter.com/2/problems/invalid-request',
    });
    const long = await injectWithBearer(sandbox, 'POST', '/sandbox/twitter/api/2/tweets', bearer, {
      text: 'a'.repeat(281),
    });
    expect(long.json()).toMatchObject({ errors: [{ message: 'Your Tweet text is too long.' }] });
    const empty = await injectWithBearer(
      sandbox,
      'POST',
      '/sandbox/twitter/api/2/tweets',
      bearer,
      {},
    );
    expect(empty.statusCode).toBe(400);
  });

  it("takes X's reply_settings values only, and keeps the one sent on the post", async () => {
    const bearer = await token();
    const post = (body: Record<string, unknown>) =>
      injectWithBearer(sandbox, 'POST', '/sandbox/twitter/api/2/tweets', bearer, body);
    const everyone = await post({ text: 'Anyone may reply', reply_settings: 'everyone' });
    expect(everyone.statusCode).toBe(400);
    expect(JSON.stringify(everyone.json())).toContain(
      'reply_settings must be one of following, mentionedUsers, subscribers, verified.',
    );
    const verified = await post({ text: 'Verified replies', reply_settings: 'verified' });
    expect(verified.statusCode).toBe(201);
    expect(sandbox.controller.publishing.posts('twitter')).toEqual([
      expect.objectContaining({
        text: 'Verified replies',
        options: { reply_settings: 'verified' },
      }),
    ]);
  });

  it('refuses a finalize before every byte arrived, and media calls without media.write', async () => {
    const bearer = await token();
    const init = await injectWithBearer(
      sandbox,
      'POST',
      '/sandbox/twitter/api/2/media/upload/initialize',
      bearer,
      {
        media_type: 'video/mp4',
        total_bytes: 1000,
        media_category: 'tweet_video',
      },
    );
    const { id } = init.json<{ data: { id: string } }>().data;
    const finalize = await injectWithBearer(
      sandbox,
      'POST',
      `/sandbox/twitter/api/2/media/upload/${id}/finalize`,
      bearer,
    );
    expect(finalize.statusCode).toBe(400);
    expect(finalize.json<{ detail: string }>().detail).toContain('received 0 of 1000 bytes');

    const readOnly = await token('tweet.read users.read');
    const refused = await injectWithBearer(
      sandbox,
      'POST',
      '/sandbox/twitter/api/2/media/upload/initialize',
      readOnly,
      {
        media_type: 'video/mp4',
        total_bytes: 1000,
        media_category: 'tweet_video',
      },
    );
    expect(refused.statusCode).toBe(403);
  });
});
