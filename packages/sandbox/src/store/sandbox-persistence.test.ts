import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSandboxController } from '../control/sandbox-controller';
import {
  createSandboxStateWriter,
  encodeSandboxState,
  loadSandboxState,
  SANDBOX_STATE_VERSION,
  writeSandboxStateFile,
} from './sandbox-persistence';
import {
  createSandboxApp,
  injectWithBearer,
  OAUTH_FLOWS,
  oauthClient,
  type SandboxApp,
} from '../testing/sandbox-test-kit';

const TWEETS = '/sandbox/twitter/api/2/tweets';
const MEDIA = '/sandbox/twitter/api/2/media/upload';

const running: SandboxApp[] = [];
afterEach(async () => {
  for (const sandbox of running.splice(0)) await sandbox.app.close();
});

async function start(stateFile: string): Promise<SandboxApp> {
  const sandbox = await createSandboxApp({ stateFile });
  running.push(sandbox);
  return sandbox;
}

async function stop(sandbox: SandboxApp): Promise<void> {
  running.splice(running.indexOf(sandbox), 1);
  await sandbox.app.close();
}

function stateFileIn(directory = mkdtempSync(path.join(tmpdir(), 'fanout-sandbox-state-'))) {
  return path.join(directory, 'sandbox', 'state.json');
}

/** One segment of a chunked X upload, as multipart/form-data. */
function segment(
  index: number,
  bytes: number,
): { headers: Record<string, string>; payload: Buffer } {
  const boundary = 'sandbox-persistence-test';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="segment_index"\r\n\r\n${index}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="media"; filename="part.bin"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    Buffer.alloc(bytes, 1),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload };
}

describe('sandbox persistence', () => {
  it('a restarted sandbox keeps its tokens, posts and uploads in progress', async () => {
    const stateFile = stateFileIn();
    const before = await start(stateFile);
    const tokens = await oauthClient(
      before,
      OAUTH_FLOWS.twitter({
        scope: 'tweet.read tweet.write users.read media.write offline.access',
      }),
    ).connect();
    const bearer = String(tokens.access_token);
    const tweeted = await injectWithBearer(before, 'POST', TWEETS, bearer, { text: 'before' });
    expect(tweeted.statusCode).toBe(201);
    const init = await injectWithBearer(before, 'POST', `${MEDIA}/initialize`, bearer, {
      media_type: 'video/mp4',
      total_bytes: 10,
      media_category: 'tweet_video',
    });
    const { id } = init.json<{ data: { id: string } }>().data;
    const first = await before.app.inject({
      method: 'POST',
      url: `${MEDIA}/${id}/append`,
      payload: segment(0, 4).payload,
      headers: { authorization: `Bearer ${bearer}`, ...segment(0, 4).headers },
    });
    expect(first.statusCode).toBe(200);
    await stop(before);

    const after = await start(stateFile);
    // The upload resumes where it stopped: its first segment was kept.
    const second = await after.app.inject({
      method: 'POST',
      url: `${MEDIA}/${id}/append`,
      payload: segment(1, 6).payload,
      headers: { authorization: `Bearer ${bearer}`, ...segment(1, 6).headers },
    });
    expect(second.statusCode).toBe(200);
    const finalize = await injectWithBearer(after, 'POST', `${MEDIA}/${id}/finalize`, bearer);
    expect(finalize.statusCode).toBe(200);
    const again = await injectWithBearer(after, 'POST', TWEETS, bearer, {
      text: 'after',
      media: { media_ids: [id] },
    });
    expect(again.statusCode).toBe(201);
    expect(after.controller.publishing.posts('twitter').map((post) => post.text)).toEqual([
      'before',
      expect.stringMatching(/^after /),
    ]);
    // Refresh tokens survive too.
    const refreshed = await oauthClient(after, OAUTH_FLOWS.twitter()).refresh(tokens.refresh_token);
    expect(refreshed.statusCode).toBe(200);
  });

  it("keeps a post's figure override across a restart, not a tester's refusals or aheadMs", async () => {
    const stateFile = stateFileIn();
    const before = await start(stateFile);
    const bearer = String(
      (await oauthClient(before, OAUTH_FLOWS.twitter()).connect()).access_token,
    );
    const tweeted = await injectWithBearer(before, 'POST', TWEETS, bearer, { text: 'counted' });
    const { id } = tweeted.json<{ data: { id: string } }>().data;
    const figures = `/sandbox/_control/figures/twitter/posts/${id}`;
    const put = (url: string, payload: Record<string, unknown>) =>
      before.app.inject({ method: 'PUT', url, payload });
    expect((await put(figures, { figures: { like_count: 42 } })).statusCode).toBe(200);
    await put('/sandbox/_control/figures', { aheadMs: 3_600_000 });
    await put('/sandbox/_control/figures/twitter', { refusal: { kind: 'scope' } });
    await stop(before);

    const after = await start(stateFile);
    const read = await after.app.inject({ method: 'GET', url: figures });
    expect(read.json()).toMatchObject({ override: { like_count: 42 } });
    expect(after.controller.figures.aheadMs).toBe(0);
    expect(after.controller.figures.standing()).toEqual([]);
  });

  it('without a state file, a new sandbox starts empty (in-process tests stay in memory)', async () => {
    const sandbox = await createSandboxApp();
    running.push(sandbox);
    const bearer = String(
      (await oauthClient(sandbox, OAUTH_FLOWS.twitter()).connect()).access_token,
    );
    const other = await createSandboxApp();
    running.push(other);
    expect((await injectWithBearer(other, 'POST', TWEETS, bearer, { text: 'x' })).statusCode).toBe(
      401,
    );
  });

  it('writes through a temporary file and leaves only the state file behind', async () => {
    const stateFile = stateFileIn();
    const controller = createSandboxController();
    controller.durableMap<{ readyAt: number }>('facebook.reels').set('1', { readyAt: Infinity });
    await writeSandboxStateFile(stateFile, encodeSandboxState(controller.snapshot()));
    await writeSandboxStateFile(stateFile, encodeSandboxState(controller.snapshot()));
    expect(readdirSync(path.dirname(stateFile))).toEqual(['state.json']);
    const saved = JSON.parse(readFileSync(stateFile, 'utf8')) as { version: number };
    expect(saved.version).toBe(SANDBOX_STATE_VERSION);

    // Infinity and Maps come back as themselves.
    const warn = vi.fn();
    const loaded = await loadSandboxState(stateFile, warn);
    if (!loaded) throw new Error('the state file was not read back');
    const restored = createSandboxController();
    restored.restore(loaded);
    expect(restored.durableMap<{ readyAt: number }>('facebook.reels').get('1')).toEqual({
      readyAt: Infinity,
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('saves changes at most once per debounce, and flush writes what is pending', async () => {
    const stateFile = stateFileIn();
    const controller = createSandboxController();
    const writer = createSandboxStateWriter(controller, stateFile, vi.fn(), 50);
    const uploads = controller.durableMap<number>('x.uploads');
    uploads.set('a', 1);
    writer.changed();
    uploads.set('b', 2);
    writer.changed();
    await writer.flush();
    const saved = await loadSandboxState(stateFile, vi.fn());
    expect(saved?.routes['x.uploads']).toEqual(
      new Map([
        ['a', 1],
        ['b', 2],
      ]),
    );
  });

  it('a corrupt file or an unknown version starts an empty sandbox with a warning', async () => {
    const corrupt = stateFileIn();
    await writeSandboxStateFile(corrupt, '{"version": 1, "state": {');
    const warn = vi.fn();
    expect(await loadSandboxState(corrupt, warn)).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ file: corrupt }),
      expect.stringContaining('not valid JSON'),
    );

    const future = stateFileIn();
    await writeSandboxStateFile(future, JSON.stringify({ version: 99, state: {} }));
    const warnFuture = vi.fn();
    expect(await loadSandboxState(future, warnFuture)).toBeNull();
    expect(warnFuture).toHaveBeenCalledWith(
      expect.objectContaining({ version: 99 }),
      expect.stringContaining('unknown format version'),
    );

    // The plugin starts on such files, empty: not JSON, or the right version in the wrong shape.
    writeFileSync(future, 'not json at all');
    const sandbox = await start(future);
    expect(sandbox.controller.publishing.posts()).toEqual([]);
    writeFileSync(future, JSON.stringify({ version: SANDBOX_STATE_VERSION, state: { posts: 3 } }));
    const damaged = await start(future);
    expect(damaged.controller.publishing.posts()).toEqual([]);
    expect(
      await loadSandboxState(path.join(path.dirname(future), 'missing.json'), warn),
    ).toBeNull();
  });
});
