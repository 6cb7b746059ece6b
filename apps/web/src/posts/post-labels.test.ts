import { POST_STATUSES } from '@fanout/shared';
import { describe, expect, it } from 'vitest';
import {
  postContentPreview,
  postDateLine,
  postPlatformLabel,
  postStatusLabel,
  postTitle,
  statusBadgeColor,
} from './post-labels';

const target = { platform: 'linkedin' as const };

describe('postTitle and postContentPreview', () => {
  it('name an untitled post by the start of its text, and fall back when there is none', () => {
    expect(postTitle({ title: 'Launch', textContent: 'We are live' })).toBe('Launch');
    expect(postTitle({ title: null, textContent: 'We are live\nfrom the stage' })).toBe(
      'We are live from the stage',
    );
    expect(postTitle({ title: '   ', textContent: 'x'.repeat(60) })).toBe(`${'x'.repeat(40)}…`);
    expect(postTitle({ title: null, textContent: ' ' })).toBe('No content');
    expect(postContentPreview({ textContent: 'Hello' })).toBe('Hello');
    expect(postContentPreview({ textContent: ' \n ' })).toBe('No content');
  });
});

describe('postPlatformLabel', () => {
  it('names the platform as the product does, not by its capitalised key', () => {
    expect(postPlatformLabel({ platform: 'linkedin', platforms: [target, target] })).toBe(
      'LinkedIn',
    );
    expect(postPlatformLabel({ platform: 'twitter', platforms: [target] })).toBe('X');
    expect(postPlatformLabel({ platform: 'tiktok', platforms: [target] })).toBe('TikTok');
    expect(postPlatformLabel({ platform: 'youtube', platforms: [target] })).toBe('YouTube');
  });

  it('counts the targets when there is no single platform, else says none', () => {
    expect(postPlatformLabel({ platform: null, platforms: [target, target] })).toBe('2 platforms');
    expect(postPlatformLabel({ platform: null, platforms: [] })).toBe('No platforms selected');
  });
});

describe('postDateLine', () => {
  const createdAt = '2025-03-01T09:00:00.000Z';

  it('prefers the scheduled time', () => {
    expect(
      postDateLine({ scheduledAt: '2025-03-09T14:30:00.000Z', createdAt }, 'en-US', 'UTC'),
    ).toBe('Scheduled: Mar 9, 2025, 2:30 PM');
  });

  it('says Published, not Scheduled, once the post went out (even in part)', () => {
    const post = { scheduledAt: '2025-03-09T14:30:00.000Z', createdAt };
    expect(postDateLine({ ...post, status: 'published' }, 'en-US', 'UTC')).toBe(
      'Published: Mar 9, 2025, 2:30 PM',
    );
    expect(postDateLine({ ...post, status: 'partially_published' }, 'en-US', 'UTC')).toBe(
      'Published: Mar 9, 2025, 2:30 PM',
    );
    expect(postDateLine({ ...post, status: 'scheduled' }, 'en-US', 'UTC')).toBe(
      'Scheduled: Mar 9, 2025, 2:30 PM',
    );
  });

  it('falls back to the creation date, then to Not scheduled', () => {
    expect(postDateLine({ scheduledAt: null, createdAt }, 'en-US', 'UTC')).toBe(
      'Created: Mar 1, 2025, 9:00 AM',
    );
    expect(postDateLine({ scheduledAt: null, createdAt: '' }, 'en-US', 'UTC')).toBe(
      'Not scheduled',
    );
  });
});

describe('statusBadgeColor', () => {
  it('colours the three known statuses and leaves others plain', () => {
    expect(statusBadgeColor('published')).toBe('green');
    expect(statusBadgeColor('scheduled')).toBe('blue');
    expect(statusBadgeColor('failed')).toBe('red');
    expect(statusBadgeColor('draft')).toBe('gray');
    expect(statusBadgeColor('partially_published')).toBe('gray');
  });
});

describe('postStatusLabel', () => {
  it('words every status for people, never the API value', () => {
    expect(postStatusLabel('partially_published')).toBe('Partially published');
    expect(postStatusLabel('publishing')).toBe('Publishing');
    expect(postStatusLabel('published')).toBe('Published');
    for (const status of POST_STATUSES) {
      expect(postStatusLabel(status)).toMatch(/^[A-Z][a-z]+( [a-z]+)*$/);
    }
  });
});
