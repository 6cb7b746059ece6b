import { describe, expect, it } from 'vitest';
import { requestBodySchema } from './discovery-schemas';

describe('requestBodySchema', () => {
  const schemas = {
    Video: {
      type: 'object',
      properties: {
        id: { type: 'string', annotations: { required: ['youtube.videos.update'] } },
        views: { type: 'string', format: 'uint64' },
        tags: { type: 'array', items: { type: 'string' } },
        localizations: { type: 'object', additionalProperties: { $ref: 'Localized' } },
      },
    },
    Localized: { type: 'object', properties: { title: { type: 'string' } } },
  };

  it('resolves references, closes listed objects, requires per method, types 64-bit strings', () => {
    expect(requestBodySchema(schemas, 'Video', 'youtube.videos.update')).toEqual({
      $ref: '#/definitions/Video',
      definitions: {
        Video: {
          type: 'object',
          properties: {
            id: { type: 'string' },
            views: { type: 'string', pattern: '^[0-9]+$' },
            tags: { type: 'array', items: { type: 'string' } },
            localizations: {
              type: 'object',
              additionalProperties: { $ref: '#/definitions/Localized' },
            },
          },
          required: ['id'],
          additionalProperties: false,
        },
        Localized: {
          type: 'object',
          properties: { title: { type: 'string' } },
          additionalProperties: false,
        },
      },
    });
    expect(requestBodySchema(schemas, 'Video', 'youtube.videos.insert')).not.toHaveProperty(
      'definitions.Video.required',
    );
  });

  it('refuses a format it does not know, and a schema the document lacks', () => {
    const newer = {
      A: { type: 'object', properties: { at: { type: 'string', format: 'google-duration' } } },
    };
    expect(() => requestBodySchema(newer, 'A', 'm')).toThrow(
      'A.at: unknown discovery format "google-duration"',
    );
    expect(() => requestBodySchema(schemas, 'Channel', 'm')).toThrow('no schema Channel');
  });
});
