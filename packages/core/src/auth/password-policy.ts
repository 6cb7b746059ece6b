import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '@fanout/shared';

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Choose another one.';

let common: Set<string> | undefined;

/**
 * Refuses passwords from zxcvbn-ts's list of about 49,000 most common leaked passwords (ADR 0028).
 * Server-side only, so the list never ships in the web bundle; the length rule lives in the shared
 * schema. Compared lower-cased: "Password123" is as guessable as "password123".
 */
export function assertPasswordNotCommon(password: string): void {
  common ??= new Set(dictionary['passwords-common']);
  if (common.has(password.toLowerCase())) {
    throw new AppError('BAD_REQUEST', COMMON_PASSWORD_MESSAGE);
  }
}
