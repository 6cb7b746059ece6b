import { and, eq } from 'drizzle-orm';
import { contentItems, users } from '@fanout/db/schema';
import { AppError, type Profile, type UpdateProfileInput } from '@fanout/shared';
import type { ClientAddress, ServiceOptions } from '../access';
import { recordAuditEvent } from '../audit';
import { nowOf, type CoreDeps } from '../deps';
import { contentFilePath } from '../media';

export const AVATAR_NOT_FOUND_MESSAGE = 'avatarMediaId: no such item in your content library';
export const AVATAR_NOT_IMAGE_MESSAGE = 'avatarMediaId: the avatar must be an image';

/** Profile Settings: the caller's own name, avatar and time zone. */
export async function getProfile(
  deps: CoreDeps,
  { actor: owner }: ServiceOptions<never, { userId: string }>,
): Promise<Profile> {
  const [row] = await deps.db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      profileImageUrl: users.profileImageUrl,
      timeZone: users.timeZone,
    })
    .from(users)
    .where(eq(users.id, owner.userId));
  if (!row) throw new AppError('NOT_FOUND', 'This account no longer exists');
  return row;
}

/**
 * Saves what is given of the name, the avatar and the time zone (ADR 0053). The
 * avatar is an image the owner uploaded through the content library, so it had that pipeline's
 * checks (type sniffing, size limits, re-encoding, quota); another user's item is answered like a
 * missing one.
 */
export async function updateProfile(
  deps: CoreDeps,
  {
    actor: owner,
    input,
    client,
  }: ServiceOptions<UpdateProfileInput, { userId: string }> & { client?: ClientAddress },
): Promise<Profile> {
  const avatar =
    input.avatarMediaId === undefined
      ? undefined
      : await avatarUrl(deps, owner, input.avatarMediaId);
  const next = {
    ...(input.firstName === undefined ? {} : { firstName: input.firstName || null }),
    ...(input.lastName === undefined ? {} : { lastName: input.lastName || null }),
    ...(avatar === undefined ? {} : { profileImageUrl: avatar }),
    ...(input.timeZone === undefined ? {} : { timeZone: input.timeZone }),
  };
  return deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        firstName: users.firstName,
        lastName: users.lastName,
        profileImageUrl: users.profileImageUrl,
        timeZone: users.timeZone,
      })
      .from(users)
      .where(eq(users.id, owner.userId))
      .for('update');
    if (!before) throw new AppError('NOT_FOUND', 'This account no longer exists');
    const [after] = await tx
      .update(users)
      .set({ ...next, updatedAt: nowOf(deps) })
      .where(eq(users.id, owner.userId))
      .returning({
        firstName: users.firstName,
        lastName: users.lastName,
        profileImageUrl: users.profileImageUrl,
        timeZone: users.timeZone,
      });
    const saved = after ?? before;
    await recordAuditEvent(tx, {
      actorId: owner.userId,
      action: 'account.profile_updated',
      target: { type: 'user', id: owner.userId },
      before,
      after: saved,
      ip: client?.ip ?? null,
    });
    return saved;
  });
}

/** The URL the app shows for one of the owner's images; null removes the avatar. */
async function avatarUrl(
  deps: CoreDeps,
  owner: { userId: string },
  mediaId: string | null,
): Promise<string | null> {
  if (mediaId === null) return null;
  const [item] = await deps.db
    .select({
      id: contentItems.id,
      type: contentItems.type,
      thumbnailKey: contentItems.thumbnailKey,
    })
    .from(contentItems)
    .where(and(eq(contentItems.id, mediaId), eq(contentItems.ownerId, owner.userId)));
  if (!item) throw new AppError('NOT_FOUND', AVATAR_NOT_FOUND_MESSAGE);
  if (item.type !== 'image') throw new AppError('BAD_REQUEST', AVATAR_NOT_IMAGE_MESSAGE);
  // The small re-encoded copy when there is one: a 32-pixel avatar need not load the original.
  return item.thumbnailKey ? `/api/content/${item.id}/thumbnail` : contentFilePath(item.id);
}
