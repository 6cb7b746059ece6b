import { describe, expect, it } from 'vitest';
import { isAttachable, mediaAddedMessage } from './attachable-media';

describe('isAttachable', () => {
  it('takes images, video and audio but not documents', () => {
    expect(isAttachable({ type: 'image' })).toBe(true);
    expect(isAttachable({ type: 'video' })).toBe(true);
    expect(isAttachable({ type: 'audio' })).toBe(true);
    expect(isAttachable({ type: 'text' })).toBe(false);
  });
});

describe('mediaAddedMessage', () => {
  it('uses the spec text', () => {
    expect(mediaAddedMessage(1)).toBe('1 media item(s) added to post');
    expect(mediaAddedMessage(3)).toBe('3 media item(s) added to post');
  });
});
