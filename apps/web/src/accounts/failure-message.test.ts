import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { failureMessage, serverMessage } from './failure-message';

describe('failureMessage', () => {
  it("appends the server's reason when there is one", () => {
    expect(
      failureMessage('Failed to delete account group', 'Disconnect the 2 accounts first'),
    ).toBe('Failed to delete account group: Disconnect the 2 accounts first');
    expect(failureMessage('Failed to create account group', undefined)).toBe(
      'Failed to create account group',
    );
  });
});

describe('serverMessage', () => {
  it('reads the message of an error the server answered with', () => {
    const error = TRPCClientError.from({
      error: { message: 'Name is required', code: -32600, data: { code: 'BAD_REQUEST' } },
    });
    expect(serverMessage(error)).toBe('Name is required');
  });

  it('ignores failures the server never answered', () => {
    expect(serverMessage(TRPCClientError.from(new TypeError('Failed to fetch')))).toBeUndefined();
    expect(serverMessage(new Error('boom'))).toBeUndefined();
  });
});
