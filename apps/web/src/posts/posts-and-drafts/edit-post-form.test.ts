import { describe, expect, it } from 'vitest';
import {
  editDialogTitle,
  editPostErrors,
  editPostPayload,
  initialEditValues,
} from './edit-post-form';

// 09:30 in Paris (CEST, +02:00), the user's zone, whatever the zone these tests run in.
const PARIS = 'Europe/Paris';
const scheduledAt = '2030-05-01T07:30:00.000Z';
const post = { id: 'p1', title: 'Launch', textContent: 'Hello', scheduledAt };

describe('editDialogTitle', () => {
  it('names the kind of post', () => {
    expect(editDialogTitle('drafts')).toBe('Edit Draft Post');
    expect(editDialogTitle('scheduled')).toBe('Edit Scheduled Post');
  });
});

describe('initialEditValues', () => {
  it('shows the time as a datetime-local value of the user’s zone', () => {
    expect(initialEditValues(post, PARIS)).toEqual({
      title: 'Launch',
      textContent: 'Hello',
      scheduledAt: '2030-05-01T09:30',
    });
    expect(initialEditValues({ ...post, title: null, scheduledAt: null }, PARIS)).toMatchObject({
      title: '',
      scheduledAt: '',
    });
  });
});

describe('editPostErrors', () => {
  const values = initialEditValues(post, PARIS);
  const context = { platforms: ['twitter'], now: new Date(2030, 0, 1), timeZone: PARIS };

  it('accepts a complete form', () => {
    expect(editPostErrors(values, 'scheduled', context)).toEqual({});
  });

  it("keeps the text within the limit of the post's platforms", () => {
    const long = { ...values, textContent: 'a'.repeat(281) };
    expect(editPostErrors(long, 'drafts', context)).toEqual({
      textContent: 'Post content exceeds 280 character limit for selected platforms',
    });
  });

  it('needs a scheduled time in the future', () => {
    const later = { ...context, now: new Date(2030, 5, 1) };
    expect(editPostErrors(values, 'scheduled', later)).toEqual({
      scheduledAt: 'Scheduled time must be in the future',
    });
    // A draft's time is not checked.
    expect(editPostErrors(values, 'drafts', later)).toEqual({});
  });

  it('requires title, content and, for scheduled posts, the time', () => {
    const empty = { title: ' ', textContent: ' ', scheduledAt: '' };
    expect(editPostErrors(empty, 'scheduled', context)).toEqual({
      title: 'Title is required',
      textContent: 'Content is required',
      scheduledAt: 'Scheduled time is required',
    });
    expect(editPostErrors(empty, 'drafts', context)).toEqual({
      title: 'Title is required',
      textContent: 'Content is required',
    });
  });
});

describe('editPostPayload', () => {
  it('sends the edited time of a scheduled post with the time zone', () => {
    const edited = { title: ' New ', textContent: 'Text', scheduledAt: '2030-05-02T10:15' };
    expect(editPostPayload(post, edited, 'scheduled', 'Europe/Paris')).toEqual({
      id: 'p1',
      title: 'New',
      textContent: 'Text',
      scheduledAt: '2030-05-02T08:15:00.000Z',
      timeZone: 'Europe/Paris',
    });
  });

  it('keeps a draft time as it was, and sends none when the draft has none', () => {
    const values = { title: 'T', textContent: 'Text', scheduledAt: '' };
    expect(editPostPayload(post, values, 'drafts', 'UTC').scheduledAt).toBe(scheduledAt);
    expect(editPostPayload({ ...post, scheduledAt: null }, values, 'drafts', 'UTC')).toEqual({
      id: 'p1',
      title: 'T',
      textContent: 'Text',
    });
  });
});
