import {
  CONTENT_REQUIRED,
  contentExceedsLimit,
  isBlank,
  SCHEDULED_TIME_MUST_BE_FUTURE,
  SCHEDULED_TIME_REQUIRED,
  textLengthCheck,
  TITLE_REQUIRED,
  type Post,
  type UpdatePostPayload,
} from '@fanout/shared';
import { dateTimeLocalToIso, isoToDateTimeLocal } from '../schedule-time';

/** Which list the post is edited from: it decides the dialog's title and the time field. */
export type PostListKind = 'scheduled' | 'drafts';

export interface EditPostValues {
  title: string;
  textContent: string;
  /** A datetime-local value ('YYYY-MM-DDTHH:mm'), local time; used for scheduled posts only. */
  scheduledAt: string;
}

export function editDialogTitle(kind: PostListKind): string {
  return kind === 'drafts' ? 'Edit Draft Post' : 'Edit Scheduled Post';
}

export function initialEditValues(
  post: Pick<Post, 'title' | 'textContent' | 'scheduledAt'>,
  timeZone: string,
): EditPostValues {
  return {
    title: post.title ?? '',
    textContent: post.textContent,
    scheduledAt: isoToDateTimeLocal(post.scheduledAt, timeZone),
  };
}

/**
 * Spec 000 §5 "Edit form": title and content required, the time only for scheduled posts. As on
 * the server, the text must also fit the post's platforms and a scheduled time be in the future.
 */
export function editPostErrors(
  values: EditPostValues,
  kind: PostListKind,
  context: { platforms: readonly string[]; now: Date; timeZone: string },
): Partial<Record<keyof EditPostValues, string>> {
  const errors: Partial<Record<keyof EditPostValues, string>> = {};
  if (isBlank(values.title)) errors.title = TITLE_REQUIRED;
  if (isBlank(values.textContent)) {
    errors.textContent = CONTENT_REQUIRED;
  } else {
    const length = textLengthCheck(context.platforms, values.textContent);
    if (!length.withinLimit) errors.textContent = contentExceedsLimit(length.limit);
  }
  if (kind === 'scheduled') {
    const scheduledAt = dateTimeLocalToIso(values.scheduledAt, context.timeZone);
    if (scheduledAt === undefined) errors.scheduledAt = SCHEDULED_TIME_REQUIRED;
    else if (Date.parse(scheduledAt) <= context.now.getTime()) {
      errors.scheduledAt = SCHEDULED_TIME_MUST_BE_FUTURE;
    }
  }
  return errors;
}

/**
 * The PUT /api/posts/{id} body. A draft's time is not editable here but is sent back unchanged,
 * since an update without one clears it.
 */
export function editPostPayload(
  post: Pick<Post, 'id' | 'scheduledAt'>,
  values: EditPostValues,
  kind: PostListKind,
  timeZone: string,
): UpdatePostPayload & { id: string } {
  const scheduledAt =
    kind === 'scheduled'
      ? dateTimeLocalToIso(values.scheduledAt, timeZone)
      : (post.scheduledAt ?? undefined);
  return {
    id: post.id,
    title: values.title.trim(),
    textContent: values.textContent,
    ...(scheduledAt !== undefined && { scheduledAt, timeZone }),
  };
}
