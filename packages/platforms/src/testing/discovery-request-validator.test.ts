import { beforeAll, describe, expect, it } from 'vitest';
import { officialSpecValidator } from './official-specs';
import type { SpecRequestValidator } from './spec-request';

let validator: SpecRequestValidator;
beforeAll(async () => {
  validator = await officialSpecValidator('youtube');
});

describe('the discovery request validator, on the YouTube Data API v3 document', () => {
  const upload = {
    method: 'POST',
    path: '/upload/youtube/v3/videos',
    query: { uploadType: 'resumable', part: 'snippet,status' },
    body: {
      snippet: { title: 'Hello', description: 'World' },
      status: { privacyStatus: 'public', selfDeclaredMadeForKids: false },
    },
  };
  const thread = (snippet: Record<string, unknown>) => ({
    method: 'POST',
    path: '/youtube/v3/commentThreads',
    query: { part: 'snippet' },
    body: { snippet },
  });

  it('finds methods by path, upload paths and session URIs, and checks their parameters', () => {
    expect(() => validator.validate(upload)).not.toThrow();
    expect(() =>
      validator.validate({ ...upload, path: '/resumable/upload/youtube/v3/videos' }),
    ).not.toThrow();
    expect(() =>
      validator.validate({
        method: 'PUT',
        path: '/upload/youtube/v3/videos',
        query: { uploadType: 'resumable', upload_id: 'abc' },
        contentType: 'video/mp4',
      }),
    ).not.toThrow();
    expect(() =>
      validator.validate({
        method: 'GET',
        path: '/youtube/v3/channels',
        query: { part: 'snippet', mine: 'true' },
      }),
    ).not.toThrow();
    expect(() =>
      validator.validate({ method: 'PUT', path: '/upload/youtube/v3/videos', query: {} }),
    ).toThrow(/is not a method/);
    expect(() => validator.validate({ method: 'GET', path: '/youtube/v3/posts' })).toThrow(
      /is not a method/,
    );
    expect(() => validator.validate({ ...upload, query: { part: 'snippet' } })).toThrow(
      /uploadType resumable or media or multipart/,
    );
    expect(() => validator.validate({ ...upload, query: { uploadType: 'resumable' } })).toThrow(
      /required query parameter part is missing/,
    );
    expect(() =>
      validator.validate({ ...upload, query: { ...upload.query, notify: 'false' } }),
    ).toThrow(/query parameter notify is not declared/);
    expect(() =>
      validator.validate({ ...upload, query: { ...upload.query, notifySubscribers: 'no' } }),
    ).toThrow(/notifySubscribers="no" is not a boolean/);
    const list = { method: 'GET', path: '/youtube/v3/commentThreads' };
    expect(() =>
      validator.validate({ ...list, query: { part: 'snippet', videoId: 'v', maxResults: '500' } }),
    ).toThrow(/maxResults="500" is above 100/);
    expect(() =>
      validator.validate({ ...list, query: { part: 'snippet', videoId: 'v', order: 'newest' } }),
    ).toThrow(/order="newest" is not one of orderUnspecified, time, relevance/);
    expect(() =>
      validator.validate({ ...list, query: { part: 'snippet', videoId: ['a', 'b'] } }),
    ).toThrow(/videoId is given 2 times/);
  });

  it('checks bodies against the request schema, nested references and required fields', () => {
    const comment = { videoId: 'v', channelId: 'UC1', topLevelComment: { snippet: {} } };
    expect(() =>
      validator.validate(
        thread({ ...comment, topLevelComment: { snippet: { textOriginal: 'Hi' } } }),
      ),
    ).not.toThrow();
    expect(() =>
      validator.validate(thread({ ...comment, topLevelComment: { snippet: { text: 'Hi' } } })),
    ).toThrow(/snippet\/topLevelComment\/snippet must NOT have additional properties .*"text"/);
    expect(() =>
      validator.validate(
        thread({ ...comment, topLevelComment: { snippet: { textOriginal: 42 } } }),
      ),
    ).toThrow(/textOriginal must be string/);
    expect(() =>
      validator.validate({ ...upload, body: { ...upload.body, status: { privacyStatus: 'all' } } }),
    ).toThrow(/privacyStatus must be equal to one of the allowed values/);
    expect(() =>
      validator.validate({ ...upload, body: { snippet: { title: 'x', colour: 'red' } } }),
    ).toThrow(/colour/);
    // captions.insert: `annotations.required` makes snippet.videoId required for that method only.
    const caption = { method: 'POST', path: '/youtube/v3/captions', query: { part: 'snippet' } };
    expect(() =>
      validator.validate({ ...caption, body: { snippet: { language: 'en', name: 'English' } } }),
    ).toThrow(/must have required property 'videoId'/);
    expect(() =>
      validator.validate({
        ...caption,
        body: { snippet: { language: 'en', name: 'English', videoId: 'v' } },
      }),
    ).not.toThrow();
    expect(() => validator.validate({ ...thread(comment), body: undefined })).toThrow(
      /needs a CommentThread body/,
    );
  });
});
