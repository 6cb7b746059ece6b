import { describe, expect, it } from 'vitest';
import { failureFromAnswer } from './platform-failure';

const context = (platform: 'instagram' | 'threads' | 'facebook' | 'pinterest' | 'linkedin') => ({
  platform,
  operation: 'the post',
  secrets: [],
});

// Meta's documented "Media download has failed" (platform-apis.md): code 9004, subcode 2207052.
const metaDownloadFailed = {
  error: {
    message: "Media download has failed. The media URI doesn't meet our requirements.",
    type: 'OAuthException',
    code: 9004,
    error_subcode: 2207052,
  },
};

describe('a refusal saying the platform could not pull our media URL', () => {
  it.each(['instagram', 'threads', 'facebook'] as const)(
    'is flagged for %s (9004/2207052)',
    (platform) => {
      const error = failureFromAnswer(context(platform), 400, false, metaDownloadFailed);
      expect(error?.errorClass).toBe('invalid_content');
      expect(error?.mediaFetch).toBe(true);
    },
  );

  it("is flagged for Pinterest's refusal naming the image URL field", () => {
    for (const message of [
      'Invalid parameters: media_source.url could not be fetched.',
      'Invalid parameters: media_source.items[1].url did not answer an image (HTTP 502, text/html).',
    ]) {
      const error = failureFromAnswer(context('pinterest'), 400, false, { code: 1, message });
      expect(error?.mediaFetch, message).toBe(true);
    }
  });

  it('is not flagged for other refusals, nor for other platforms', () => {
    const otherMeta = { error: { message: '(#100) Invalid parameter', code: 100 } };
    expect(failureFromAnswer(context('instagram'), 400, false, otherMeta)?.mediaFetch).toBe(false);
    const pinTitle = { code: 1, message: 'Invalid parameters: title is too long.' };
    expect(failureFromAnswer(context('pinterest'), 400, false, pinTitle)?.mediaFetch).toBe(false);
    expect(failureFromAnswer(context('linkedin'), 400, false, metaDownloadFailed)?.mediaFetch).toBe(
      false,
    );
  });
});
