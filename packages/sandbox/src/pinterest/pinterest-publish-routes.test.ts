import { describe, expect, it } from 'vitest';
import { usePublisherSandbox } from '@fanout/platforms/testing';
import { connectedToken, injectWithBearer, OAUTH_FLOWS } from '../testing/sandbox-test-kit';

const sandbox = usePublisherSandbox();

function token(): Promise<string> {
  return connectedToken(sandbox, OAUTH_FLOWS.pinterest());
}

describe('Pinterest publishing sandbox', () => {
  it('refuses a board that is not the user’s and a missing media source, naming the field', async () => {
    const bearer = await token();
    const board = await injectWithBearer(
      sandbox,
      'POST',
      '/sandbox/pinterest/api/v5/pins',
      bearer,
      {
        board_id: '1',
        media_source: { source_type: 'image_url', url: 'http://127.0.0.1:9/a.png' },
      },
    );
    expect(board.statusCode).toBe(400);
    expect(board.json()).toMatchObject({ code: 1, message: expect.stringContaining('board_id') });

    const boards = await injectWithBearer(
      sandbox,
      'GET',
      '/sandbox/pinterest/api/v5/boards',
      bearer,
    );
    const boardId = boards.json<{ items: { id: string }[] }>().items[0]?.id;
    const noMedia = await injectWithBearer(
      sandbox,
      'POST',
      '/sandbox/pinterest/api/v5/pins',
      bearer,
      { board_id: boardId },
    );
    expect(noMedia.json()).toMatchObject({ message: expect.stringContaining('media_source') });
    const unreachable = await injectWithBearer(
      sandbox,
      'POST',
      '/sandbox/pinterest/api/v5/pins',
      bearer,
      {
        board_id: boardId,
        media_source: { source_type: 'image_url', url: 'http://127.0.0.1:9/a.png' },
      },
    );
    expect(unreachable.json()).toMatchObject({
      message: expect.stringContaining('could not be fetched'),
    });
  });

  it('refuses an upload form whose signature does not match its policy', async () => {
    const bearer = await token();
    const media = await injectWithBearer(
      sandbox,
      'POST',
      '/sandbox/pinterest/api/v5/media',
      bearer,
      { media_type: 'video' },
    );
    expect(media.statusCode).toBe(201);
    const { upload_parameters: params } = media.json<{
      upload_parameters: Record<string, string>;
    }>();
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...params, 'x-amz-signature': 'forged' }))
      form.set(name, value);
    form.set('file', new Blob([Buffer.alloc(10)]), 'v.mp4');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const upload = await sandbox.app.inject({
      method: 'POST',
      url: '/sandbox/pinterest/media-upload/',
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(upload.statusCode).toBe(403);
    expect(upload.body).toContain('<Code>AccessDenied</Code>');
  });

  it('lists a board’s Pins newest first, paged by bookmark; another user’s board is 404', async () => {
    const bearer = await token();
    const boards = await injectWithBearer(
      sandbox,
      'GET',
      '/sandbox/pinterest/api/v5/boards',
      bearer,
    );
    const boardId = boards.json<{ items: { id: string }[] }>().items[0]?.id ?? '';
    for (const title of ['one', 'two', 'three']) {
      const pin = await injectWithBearer(
        sandbox,
        'POST',
        '/sandbox/pinterest/api/v5/pins',
        bearer,
        {
          board_id: boardId,
          title,
          description: `About ${title}`,
          media_source: { source_type: 'image_url', url: sandbox.image().publicUrl },
        },
      );
      expect(pin.statusCode).toBe(201);
    }
    const list = (query: string) =>
      injectWithBearer(
        sandbox,
        'GET',
        `/sandbox/pinterest/api/v5/boards/${boardId}/pins?${query}`,
        bearer,
      );
    const first = (await list('page_size=2')).json<{
      items: { title: string; description: string; created_at: string }[];
      bookmark: string | null;
    }>();
    expect(first.items.map((pin) => pin.title)).toEqual(['three', 'two']);
    expect(first.items[0]?.description).toBe('About three');
    expect(first.items[0]?.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    const second = (await list(`page_size=2&bookmark=${first.bookmark}`)).json<{
      items: { title: string }[];
      bookmark: string | null;
    }>();
    expect(second.items.map((pin) => pin.title)).toEqual(['one']);
    expect(second.bookmark).toBeNull();
    const other = await injectWithBearer(
      sandbox,
      'GET',
      `/sandbox/pinterest/api/v5/boards/${'9'.repeat(18)}/pins`,
      bearer,
    );
    expect(other.statusCode).toBe(404);
  });
});
