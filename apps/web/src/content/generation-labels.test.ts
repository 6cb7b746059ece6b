import { describe, expect, it } from 'vitest';
import { generationFailureText, generationStatusLabel, typeOptions } from './generation-labels';

describe('generationStatusLabel', () => {
  it('tells a waiting generation from one under way', () => {
    expect(generationStatusLabel('queued')).toBe('Waiting to start…');
    expect(generationStatusLabel('running')).toBe('Generating…');
  });
});

describe('generationFailureText', () => {
  it('names the title, the type and the reason, as the notification does', () => {
    expect(
      generationFailureText({
        title: 'Sunset',
        type: 'image',
        error: 'OpenAI failed (500): try again later',
      }),
    ).toBe('"Sunset" (image): OpenAI failed (500): try again later');
  });

  it("falls back to the spec's sentence when no reason was kept", () => {
    expect(generationFailureText({ title: 'Hum', type: 'audio', error: null })).toBe(
      '"Hum" (audio): Failed to generate AI content',
    );
  });
});

describe('typeOptions', () => {
  it('offers the three types plainly until the server has answered', () => {
    expect(typeOptions(undefined)).toEqual([
      { value: 'image', label: 'Image' },
      { value: 'video', label: 'Video' },
      { value: 'audio', label: 'Audio' },
    ]);
  });

  it('marks a type no provider makes on this server', () => {
    const options = typeOptions([
      { type: 'image', available: true, provider: 'OpenAI', reason: null },
      { type: 'video', available: false, provider: null, reason: 'no video provider' },
      { type: 'audio', available: true, provider: 'OpenAI', reason: null },
    ]);
    expect(options.map((option) => option.label)).toEqual([
      'Image',
      'Video (not available on this server)',
      'Audio',
    ]);
    expect(options.map((option) => option.value)).toEqual(['image', 'video', 'audio']);
  });
});
