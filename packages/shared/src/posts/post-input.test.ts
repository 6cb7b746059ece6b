import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { formatZodError } from '../errors';
import { isBlank } from './blank-text';
import { createPostInput, updatePostInput } from './post-input';
import { canonicalTimeZone } from '../time/time-zone';

const ACCOUNT = randomUUID();
const OTHER_ACCOUNT = randomUUID();
const IMAGE = randomUUID();
const VIDEO = randomUUID();

function parseCreate(payload: Record<string, unknown>) {
  return createPostInput.safeParse({ status: 'published', ...payload });
}

describe('createPostInput', () => {
  it('parses the spec 000 §7 payload and fills the defaults', () => {
    const parsed = createPostInput.parse({
      title: '',
      textContent: 'Hello',
      platforms: [ACCOUNT],
      status: 'scheduled',
      scheduledAt: '2026-05-01T11:30:00+02:00',
      attachments: [VIDEO, IMAGE],
      facebookOptions: { [ACCOUNT]: {} },
    });
    expect(parsed).toEqual({
      title: null,
      textContent: 'Hello',
      platforms: [ACCOUNT],
      status: 'scheduled',
      scheduledAt: '2026-05-01T09:30:00.000Z',
      attachments: [VIDEO, IMAGE],
      facebookOptions: { [ACCOUNT]: { pagePost: true, pageReels: false } },
      generationMode: 'predefined',
      generationPrompt: undefined,
      referencePostIds: [],
      aiProvider: undefined,
      generatedAt: undefined,
      timeZone: undefined,
      variants: {},
    });
  });

  it('keeps AI metadata and the time zone in canonical form', () => {
    const reference = randomUUID();
    const parsed = createPostInput.parse({
      title: '  Launch  ',
      textContent: 'x',
      status: 'draft',
      generationMode: 'ai_style_emulation',
      referencePostIds: [reference, reference],
      aiProvider: 'gemini',
      generatedAt: '2026-04-30T10:00:00Z',
      timeZone: 'europe/paris',
    });
    expect(parsed).toMatchObject({
      title: 'Launch',
      referencePostIds: [reference],
      aiProvider: 'gemini',
      generatedAt: '2026-04-30T10:00:00.000Z',
      timeZone: 'Europe/Paris',
    });
  });

  it('leaves blank or missing content and platforms to the rules (and their spec messages)', () => {
    expect(parseCreate({ textContent: '   ' }).data).toMatchObject({
      textContent: '   ',
      platforms: [],
      attachments: [],
    });
    expect(parseCreate({ textContent: null, platforms: null }).data).toMatchObject({
      textContent: '',
      platforms: [],
    });
  });

  it('treats null and empty times as not given', () => {
    expect(parseCreate({ scheduledAt: null }).data?.scheduledAt).toBeUndefined();
    expect(parseCreate({ scheduledAt: '' }).data?.scheduledAt).toBeUndefined();
  });

  it('keeps attachment order and drops repeated ids', () => {
    const parsed = parseCreate({
      platforms: [ACCOUNT, OTHER_ACCOUNT, ACCOUNT],
      attachments: [VIDEO, IMAGE, VIDEO],
    });
    expect(parsed.data?.platforms).toEqual([ACCOUNT, OTHER_ACCOUNT]);
    expect(parsed.data?.attachments).toEqual([VIDEO, IMAGE]);
  });

  it.each([
    [{ status: 'failed' }, 'status: status must be one of draft, published, scheduled'],
    [
      { scheduledAt: '2026-05-01' },
      'scheduledAt: scheduledAt must be an ISO 8601 date and time with a UTC offset, e.g. 2026-05-01T09:30:00Z',
    ],
    [
      { scheduledAt: '2026-02-30T09:30:00Z' },
      'scheduledAt: scheduledAt must be an ISO 8601 date and time with a UTC offset, e.g. 2026-05-01T09:30:00Z',
    ],
    [
      { scheduledAt: '2026-05-01T09:30:00' },
      'scheduledAt: scheduledAt must be an ISO 8601 date and time with a UTC offset, e.g. 2026-05-01T09:30:00Z',
    ],
    [{ platforms: ['twitter'] }, 'platforms.0: platforms must list ids'],
    [{ attachments: ['not-an-id'] }, 'attachments.0: attachments must list ids'],
    [
      { generationMode: 'magic' },
      'generationMode: generationMode must be one of predefined, ai_topic, ai_style_emulation',
    ],
    [{ aiProvider: 'claude' }, 'aiProvider: aiProvider must be one of openai, gemini, sandbox'],
    [
      { timeZone: 'Mars/Olympus_Mons' },
      'timeZone: timeZone must be an IANA time zone name, e.g. Europe/Paris',
    ],
    [
      { timeZone: '+02:00' },
      'timeZone: timeZone must be an IANA time zone name, e.g. Europe/Paris',
    ],
    [{ title: 't'.repeat(201) }, 'title: title must be at most 200 characters'],
    [
      { facebookOptions: { [ACCOUNT]: { pagePost: 'yes' } } },
      `facebookOptions.${ACCOUNT}.pagePost: Invalid input: expected boolean, received string`,
    ],
  ])('refuses a malformed payload %j', (payload, message) => {
    const parsed = parseCreate({ textContent: 'x', ...payload });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(formatZodError(parsed.error)).toBe(message);
  });
});

describe('updatePostInput', () => {
  it('parses the edit dialog fields, missing title and content becoming blank', () => {
    expect(
      updatePostInput.parse({
        title: ' Hi ',
        textContent: 'Body',
        scheduledAt: '2026-05-01T09:30Z',
      }),
    ).toEqual({
      title: 'Hi',
      textContent: 'Body',
      scheduledAt: '2026-05-01T09:30:00.000Z',
      timeZone: undefined,
    });
    expect(updatePostInput.parse({})).toEqual({
      title: '',
      textContent: '',
      scheduledAt: undefined,
      timeZone: undefined,
    });
  });
});

describe('isBlank', () => {
  it.each([
    ['', true],
    ['   \n\t', true],
    ['\u00A0\u200B\uFEFF', true],
    [' a ', false],
    ['😀', false],
  ])('%j → %s', (text, blank) => {
    expect(isBlank(text)).toBe(blank);
  });
});

describe('canonicalTimeZone', () => {
  it('returns the IANA name as Intl spells it, or null', () => {
    expect(canonicalTimeZone('America/New_York')).toBe('America/New_York');
    expect(canonicalTimeZone('utc')).toBe('UTC');
    expect(canonicalTimeZone('Nowhere/Land')).toBeNull();
  });
});
