/** Create Post's search: a day and a time to fill in (from the calendar), each only when well formed. */
export interface ComposerSearch {
  date?: string;
  time?: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export function parseComposerSearch(search: Record<string, unknown>): ComposerSearch {
  const { date, time } = search;
  return {
    ...(typeof date === 'string' && DATE.test(date) ? { date } : {}),
    ...(typeof time === 'string' && TIME.test(time) ? { time } : {}),
  };
}
