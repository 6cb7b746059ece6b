import type { UserRow } from '@fanout/db/schema';
import type { CurrentUser } from '@fanout/shared';

/** The user record of spec 000 §3; never includes anything secret. */
export function toCurrentUser(user: UserRow): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    credits: user.credits,
    emailVerified: user.emailVerifiedAt !== null,
    timeZone: user.timeZone,
  };
}
