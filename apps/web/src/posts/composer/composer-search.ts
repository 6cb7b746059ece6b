/** Create Post's search: a day and a time to fill in (from the calendar), each only when well formed. */
export interface ComposerSearch {
  date?: string;
  time?: string;
  /** An existing draft or scheduled post to edit, everything editable (ADR 0059). */
  postId?: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const ID = /^[0-9a-f-]{36}$/i;

export function parseComposerSearch(search: Record<string, unknown>): ComposerSearch {
  const { date, time, postId } = search;
  return {
    ...(typeof postId === 'string' && ID.test(postId) ? { postId } : {}),
    ...(typeof date === 'string' && DATE.test(date) ? { date } : {}),
    ...(typeof time === 'string' && TIME.test(time) ? { time } : {}),
  };
}
