import type { CurrentUser } from '@fanout/shared';
import { describe, expect, it } from 'vitest';
import { creditsLabel, displayEmail, dropdownName, headerName, shortUserId } from './user-names';

const base: CurrentUser = {
  id: 'user-0123456789abcdef',
  email: 'ada@example.com',
  firstName: null,
  lastName: null,
  profileImageUrl: null,
  emailVerified: true,
  timeZone: 'UTC',
  credits: 0,
};

describe('user names', () => {
  it('uses first and last name when present', () => {
    const user = { ...base, firstName: 'Ada', lastName: 'Lovelace' };
    expect(dropdownName(user)).toBe('Ada Lovelace');
    expect(headerName(user)).toBe('Ada Lovelace');
  });

  it('falls back as the spec says', () => {
    expect(dropdownName(base)).toBe('User Account');
    expect(headerName(base)).toBe('ada');
    expect(headerName({ ...base, email: '' })).toBe('User');
    expect(displayEmail({ ...base, email: '' })).toBe('No email available');
  });

  it('shows the last 8 characters of the id', () => {
    expect(shortUserId(base)).toBe('89abcdef');
  });
});

describe("the header's credits", () => {
  it('have thousands separators', () => {
    expect(creditsLabel({ ...base, credits: 1060 })).toBe('1,060 Credits');
  });
});
