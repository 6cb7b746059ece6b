import { NO_CONTENT, postHeadline, type Post, type PostStatus } from '@fanout/shared';
import { platformName } from '../accounts/platform-meta';

/**
 * The title, else the start of the text on one line (`postHeadline`, the words the server's
 * messages use too): what chips, cards and the post's page show, and the cards' accessible name.
 * Spec 000 §2 fell back to 'Untitled Post'; a snippet tells untitled posts apart.
 */
export function postTitle(post: Pick<Post, 'title' | 'textContent'>): string {
  return postHeadline(post);
}

/** Spec 000 §2: the text (clamped to two lines by the card), or 'No content'. */
export function postContentPreview(post: Pick<Post, 'textContent'>): string {
  return post.textContent.trim() === '' ? NO_CONTENT : post.textContent;
}

/**
 * Spec 000 §2: the platform's name when the post has one (the product's name, 'LinkedIn' and
 * 'X', not the capitalised key the spec's original showed), else 'N platforms', else
 * 'No platforms selected'. `platform` is the first target's platform.
 */
export function postPlatformLabel(post: {
  platform: string | null;
  platforms: readonly unknown[];
}): string {
  if (post.platform) return platformName(post.platform);
  if (post.platforms.length > 0) return `${post.platforms.length} platforms`;
  return 'No platforms selected';
}

/** Statuses of a post that went out, to every platform or to some. */
const WENT_OUT: ReadonlySet<PostStatus> = new Set(['published', 'partially_published']);

/**
 * Spec 000 §2: 'Scheduled: date' when the post has a time ('Published: date' once it went out),
 * else 'Created: date', else 'Not scheduled'. `locale` is for tests; the app passes none and gets
 * the browser's.
 */
export function postDateLine(
  post: Pick<Post, 'scheduledAt' | 'createdAt'> & { status?: PostStatus },
  locale?: string,
  timeZone?: string,
): string {
  const scheduled = readableDate(post.scheduledAt);
  if (scheduled) {
    const word = post.status && WENT_OUT.has(post.status) ? 'Published' : 'Scheduled';
    return `${word}: ${formatDateTime(scheduled, locale, timeZone)}`;
  }
  const created = readableDate(post.createdAt);
  if (created) return `Created: ${formatDateTime(created, locale, timeZone)}`;
  return 'Not scheduled';
}

const STATUS_LABELS: Record<PostStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  publishing: 'Publishing',
  published: 'Published',
  partially_published: 'Partially published',
  unconfirmed: 'Unconfirmed',
  missed: 'Missed',
  failed: 'Failed',
};

/** The status badge's text: a word for people, never the API's value (`partially_published`). */
export function postStatusLabel(status: PostStatus): string {
  return STATUS_LABELS[status];
}

/** Spec 000 §4: published green, scheduled blue, failed red; the others grey. */
export function statusBadgeColor(status: PostStatus): string {
  switch (status) {
    case 'published':
      return 'green';
    case 'scheduled':
      return 'blue';
    case 'failed':
      return 'red';
    default:
      return 'gray';
  }
}

export function readableDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function formatDateTime(date: Date, locale?: string, timeZone?: string): string {
  return date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
}
