import { describe, expect, it } from 'vitest';
import { usePublisherSandbox } from '@fanout/platforms/testing';
import { connectedToken, json, OAUTH_FLOWS } from '../testing/sandbox-test-kit';

const VIDEOS = '/sandbox/youtube/api/upload/youtube/v3/videos';
const sandbox = usePublisherSandbox();

function token(scope = 'https://www.googleapis.com/auth/youtube.upload'): Promise<string> {
  return connectedToken(sandbox, OAUTH_FLOWS.youtube({ scope }));
}

function start(
  accessToken: string,
  metadata: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return sandbox.app.inject({
    method: 'POST',
    url: `${VIDEOS}?uploadType=resumable&part=snippet,status`,
    headers: {
      authorization: `Bearer ${accessToken}`,
      'x-upload-content-length': '524289',
      'x-upload-content-type': 'video/mp4',
      ...headers,
    },
    payload: metadata,
  });
}

const METADATA = {
  snippet: { title: 'Hello', description: 'World' },
  status: { privacyStatus: 'public', selfDeclaredMadeForKids: false },
};

function reasonOf(response: { json<T>(): T }): string | undefined {
  return response.json<{ error: { errors: { reason: string }[] } }>().error.errors[0]?.reason;
}

describe('YouTube publishing sandbox', () => {
  it('needs an upload scope', async () => {
    const response = await start(
      await token('https://www.googleapis.com/auth/youtube.readonly'),
      METADATA,
    );
    expect(response.statusCode).toBe(403);
    expect(reasonOf(response)).toBe('insufficientPermissions');
  });

  it("validates the metadata and upload headers with Google's reasons", async () => {
    const accessToken = await token();
    const cases: [Record<string, unknown>, Record<string, string>, string][] = [
      [{ ...METADATA, snippet: { title: '' } }, {}, 'invalidTitle'],
      [{ ...METADATA, snippet: { title: 'x'.repeat(101) } }, {}, 'invalidTitle'],
      [
        { ...METADATA, snippet: { title: 'ok', description: 'é'.repeat(2501) } },
        {},
        'invalidDescription',
      ],
      [{ ...METADATA, status: { privacyStatus: 'everyone' } }, {}, 'invalidVideoMetadata'],
      [METADATA, { 'x-upload-content-type': 'image/png' }, 'badContent'],
    ];
    for (const [metadata, headers, reason] of cases) {
      const response = await start(accessToken, metadata, headers);
      expect(response.statusCode, reason).toBe(400);
      expect(reasonOf(response)).toBe(reason);
    }
  });

  it('answers 308 with Range between chunks and refuses chunks that are not multiples of 256 KiB', async () => {
    const opened = await start(await token(), METADATA);
    expect(opened.statusCode).toBe(200);
    const session = new URL(String(opened.headers.location));
    const put = (range: string, body?: Buffer) =>
      sandbox.app.inject({
        method: 'PUT',
        url: `${VIDEOS}${session.search}`,
        headers: { 'content-range': range, ...(body ? { 'content-type': 'video/mp4' } : {}) },
        ...(body ? { payload: body } : {}),
      });
    const status = await put('bytes */524289');
    expect(status.statusCode).toBe(308);
    expect(status.headers.range).toBeUndefined();
    expect((await put('bytes 0-99999/524289', Buffer.alloc(100_000))).statusCode).toBe(400);
    const chunk = await put('bytes 0-262143/524289', Buffer.alloc(262_144));
    expect(chunk.statusCode).toBe(308);
    expect(chunk.headers.range).toBe('bytes=0-262143');
    const unknown = await sandbox.app.inject({
      method: 'PUT',
      url: `${VIDEOS}?upload_id=nope`,
      headers: { 'content-range': 'bytes */1' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toMatchObject({ error: { code: 404 } });
  });
});
