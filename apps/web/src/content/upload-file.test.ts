import { describe, expect, it } from 'vitest';
import { progressPercent, uploadAnswer, uploadFailedMessage } from './upload-file';

describe('uploadFailedMessage', () => {
  it("prefers the server's message", () => {
    expect(uploadFailedMessage('big.mp4 is larger than 1024 MB', 'Payload Too Large', 413)).toBe(
      'Upload failed: big.mp4 is larger than 1024 MB',
    );
  });

  it('falls back to the status text, then the status code', () => {
    expect(uploadFailedMessage(undefined, 'Unsupported Media Type', 415)).toBe(
      'Upload failed: Unsupported Media Type',
    );
    expect(uploadFailedMessage('', '', 502)).toBe('Upload failed: HTTP 502');
  });
});

describe('progressPercent', () => {
  it('gives whole percents within 0–100', () => {
    expect(progressPercent(0, 200)).toBe(0);
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(200, 200)).toBe(100);
    expect(progressPercent(300, 200)).toBe(100);
    expect(progressPercent(5, 0)).toBe(0);
  });
});

describe('uploadAnswer', () => {
  it('keeps a contract answer as it is', () => {
    const body = { message: 'Uploaded 1 file', items: [] };
    expect(uploadAnswer(body, 'a.png')).toEqual(body);
  });

  it('still reads the message from an unexpected answer', () => {
    expect(uploadAnswer({ message: 'Uploaded a.png' }, 'a.png')).toEqual({
      message: 'Uploaded a.png',
      items: [],
    });
    expect(uploadAnswer(null, 'a.png')).toEqual({ message: 'a.png uploaded', items: [] });
  });
});
