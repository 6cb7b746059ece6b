import { PLATFORM_LABELS, type Platform } from '@fanout/shared';
import { PlatformError } from '../platform-client';

/**
 * The post is no longer on the network (its owner deleted it there): `invalid_content`, so its
 * figures are no longer read ("gone"), as publishing's class for a post the network will not take.
 */
export function postGone(platform: Platform): PlatformError {
  return new PlatformError(
    platform,
    'invalid_content',
    `${PLATFORM_LABELS[platform]} no longer has this post (deleted there?): its figures cannot be read`,
  );
}

/** The comment is no longer on the network (deleted there): `invalid_content`, as postGone. */
export function commentGone(platform: Platform): PlatformError {
  return new PlatformError(
    platform,
    'invalid_content',
    `${PLATFORM_LABELS[platform]} no longer has this comment (deleted there?): its figures cannot be read`,
  );
}

/**
 * The read, with a 404 answer (LinkedIn's and Pinterest's "not found", which the shared classifier
 * leaves `unknown`) turned into postGone. Other failures pass unchanged.
 */
export async function goneWhenNotFound<T>(
  platform: Platform,
  read: Promise<T>,
  gone: (platform: Platform) => PlatformError = postGone,
): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof PlatformError && error.status === 404) throw gone(platform);
    throw error;
  }
}
