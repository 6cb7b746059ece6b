import {
  INSUFFICIENT_CREDITS,
  PLEASE_ENTER_CONTENT,
  SCHEDULED_TIME_MUST_BE_FUTURE,
  SELECT_AT_LEAST_ONE_PLATFORM,
  SELECT_DATE_AND_TIME,
  SELECT_FACEBOOK_PAGE_FIRST,
  SELECT_POSTING_OPTION,
  SELECT_REFERENCE_POSTS,
  firstCommentNotSupported,
  followUpTextBlank,
  threadItemLabel,
  threadNotSupported,
  variantTextBlank,
  variantTextTooLong,
} from '@fanout/shared';
import { describe, expect, it } from 'vitest';
import {
  composerProblem,
  creditsLine,
  hasInsufficientCredits,
  sharedTextPlatforms,
  type ComposerCheckContext,
} from './composer-problem';
import { INITIAL_COMPOSER_STATE, type ComposerState } from './composer-state';
import {
  addFirstComment,
  addThreadReply,
  setFirstComment,
  setThreadReply,
} from './composer-follow-ups';
import { chooseAccount, customiseAccount, setEditorText } from './composer-variants';

// 12:00 in Paris (CET, +01:00), the user's zone: the date and time fields are its wall clock.
const now = new Date('2030-01-10T11:00:00Z');
const context: ComposerCheckContext = {
  accounts: [
    { id: 'x', platform: 'twitter', platformUsername: 'fanout', facebookPageId: null },
    { id: 'li', platform: 'linkedin', platformUsername: 'Fanout Ltd', facebookPageId: null },
    {
      id: 'bsky',
      platform: 'bluesky',
      platformUsername: '@fanout.bsky.social',
      facebookPageId: null,
    },
    { id: 'fb', platform: 'facebook', platformUsername: 'Fanout', facebookPageId: 'page-1' },
    { id: 'fb-no-page', platform: 'facebook', platformUsername: '', facebookPageId: null },
  ],
  available: 100,
  now,
  timeZone: 'Europe/Paris',
};
const ready: ComposerState = {
  ...INITIAL_COMPOSER_STATE,
  textContent: 'Hello',
  accountIds: ['x'],
  date: '2030-01-10',
  time: '13:00',
};

describe('composerProblem', () => {
  it('accepts a complete post for every button', () => {
    expect(composerProblem(ready, 'published', context)).toBeNull();
    expect(composerProblem(ready, 'scheduled', context)).toBeNull();
    expect(composerProblem(ready, 'draft', context)).toBeNull();
  });

  it('needs content, even for a draft; whitespace is blank', () => {
    const blank = { ...ready, textContent: ' \n\u200B ' };
    expect(composerProblem(blank, 'draft', context)).toBe(PLEASE_ENTER_CONTENT);
    expect(composerProblem(blank, 'published', context)).toBe(PLEASE_ENTER_CONTENT);
  });

  it('lets a draft go without platforms, a time, a Facebook page or credits', () => {
    const draft = { ...ready, accountIds: [], date: '', time: '' };
    expect(composerProblem(draft, 'draft', context)).toBeNull();
    const fbDraft = { ...ready, accountIds: ['fb-no-page'] };
    expect(composerProblem(fbDraft, 'draft', { ...context, available: 0 })).toBeNull();
  });

  it('keeps even a draft within the limit of the platforms chosen so far', () => {
    const long = { ...ready, textContent: 'a'.repeat(281) };
    expect(composerProblem(long, 'draft', context)).toBe(
      'Post content exceeds 280 character limit for selected platforms',
    );
  });

  it('needs reference posts in style mode, for drafts too', () => {
    const style = { ...ready, generationMode: 'ai_style_emulation' as const };
    expect(composerProblem(style, 'draft', context)).toBe(SELECT_REFERENCE_POSTS);
    expect(composerProblem({ ...style, referencePostIds: ['p1'] }, 'draft', context)).toBeNull();
  });

  it('needs a platform to post or schedule', () => {
    const none = { ...ready, accountIds: [] };
    expect(composerProblem(none, 'published', context)).toBe(SELECT_AT_LEAST_ONE_PLATFORM);
  });

  it('keeps the text within the smallest limit', () => {
    const long = { ...ready, textContent: 'a'.repeat(281), accountIds: ['li', 'x'] };
    expect(composerProblem(long, 'published', context)).toBe(
      'Post content exceeds 280 character limit for selected platforms',
    );
    expect(composerProblem({ ...long, accountIds: ['li'] }, 'published', context)).toBeNull();
  });

  it('needs a future date and time to schedule', () => {
    expect(composerProblem({ ...ready, time: '' }, 'scheduled', context)).toBe(
      SELECT_DATE_AND_TIME,
    );
    expect(composerProblem({ ...ready, date: '' }, 'scheduled', context)).toBe(
      SELECT_DATE_AND_TIME,
    );
    expect(composerProblem({ ...ready, time: '11:59' }, 'scheduled', context)).toBe(
      SCHEDULED_TIME_MUST_BE_FUTURE,
    );
    // Post Now ignores the schedule fields.
    expect(composerProblem({ ...ready, time: '11:59' }, 'published', context)).toBeNull();
  });

  it('needs 3 credits per selected account', () => {
    const two = { ...ready, accountIds: ['x', 'li'] };
    expect(composerProblem(two, 'published', { ...context, available: 5 })).toBe(
      INSUFFICIENT_CREDITS,
    );
    expect(composerProblem(two, 'published', { ...context, available: 6 })).toBeNull();
    expect(composerProblem(two, 'published', { ...context, available: undefined })).toBeNull();
  });

  it('checks Facebook before credits, as the server does', () => {
    const noPage = { ...ready, accountIds: ['fb-no-page'] };
    expect(composerProblem(noPage, 'published', { ...context, available: 0 })).toBe(
      SELECT_FACEBOOK_PAGE_FIRST,
    );
  });

  it('needs a Facebook page and at least one posting option', () => {
    const fb = { ...ready, accountIds: ['fb'] };
    expect(composerProblem(fb, 'published', context)).toBeNull();
    const noOption = { ...fb, facebookOptions: { fb: { pagePost: false, pageReels: false } } };
    expect(composerProblem(noOption, 'published', context)).toBe(SELECT_POSTING_OPTION);
    const noPage = { ...ready, accountIds: ['fb-no-page'] };
    expect(composerProblem(noPage, 'scheduled', context)).toBe(SELECT_FACEBOOK_PAGE_FIRST);
  });
});

/** `state` with `accountId` customised to `text`, the shared text chosen again. */
function withVariantText(state: ComposerState, accountId: string, text: string): ComposerState {
  return chooseAccount(setEditorText(customiseAccount(state, accountId), text), null);
}

describe('composerProblem with variants (ADR 0083)', () => {
  const long = 'A long LinkedIn thought. '.repeat(14); // 350 characters
  const xAndLinkedIn = { ...ready, textContent: long, accountIds: ['x', 'li'] };

  it('holds the shared text to the smallest limit among the accounts that use it', () => {
    expect(composerProblem(xAndLinkedIn, 'published', context)).toBe(
      'Post content exceeds 280 character limit for selected platforms',
    );
    const xOwnText = withVariantText(xAndLinkedIn, 'x', 'Fits on X');
    expect(sharedTextPlatforms(xOwnText, context.accounts)).toEqual(['linkedin']);
    expect(composerProblem(xOwnText, 'published', context)).toBeNull();
    // A variant equal to the shared text is no text of its own: X is back under the shared rule.
    const same = withVariantText(xAndLinkedIn, 'x', long);
    expect(sharedTextPlatforms(same, context.accounts)).toEqual(['twitter', 'linkedin']);
  });

  it('holds each account’s own text to its own network, with the server’s message', () => {
    const state = withVariantText({ ...ready, accountIds: ['x', 'li'] }, 'x', 'x'.repeat(312));
    expect(composerProblem(state, 'published', context)).toBe(
      variantTextTooLong('X (@fanout)', 312, 280),
    );
    expect(variantTextTooLong('X (@fanout)', 312, 280)).toBe('X (@fanout): 312 / 280 characters');
    // Drafts too, as the server holds them.
    expect(composerProblem(state, 'draft', context)).toBe('X (@fanout): 312 / 280 characters');
    // LinkedIn's own text takes what X's could not.
    const onLinkedIn = withVariantText(
      { ...ready, accountIds: ['x', 'li'] },
      'li',
      'x'.repeat(312),
    );
    expect(composerProblem(onLinkedIn, 'published', context)).toBeNull();
  });

  it('counts an account’s own text as its network does', () => {
    // Bluesky counts graphemes: 300 family emoji fit; X weighs each emoji 2.
    const emoji = '👨‍👩‍👧'.repeat(300);
    const accounts = { ...ready, accountIds: ['bsky', 'x', 'li'] };
    expect(composerProblem(withVariantText(accounts, 'bsky', emoji), 'draft', context)).toBeNull();
    expect(composerProblem(withVariantText(accounts, 'x', emoji), 'draft', context)).toMatch(
      /^X \(@fanout\): \d+ \/ 280 characters$/,
    );
  });

  it('refuses a blank own text, naming the account', () => {
    const state = withVariantText({ ...ready, accountIds: ['li'] }, 'li', '  \n ');
    expect(composerProblem(state, 'draft', context)).toBe(
      variantTextBlank('LinkedIn (@Fanout Ltd)'),
    );
  });

  it('checks the spec’s rules first, as the server does', () => {
    const state = withVariantText({ ...ready, accountIds: ['x'], time: '' }, 'x', 'x'.repeat(300));
    expect(composerProblem(state, 'scheduled', context)).toBe(SELECT_DATE_AND_TIME);
  });
});

/** `state` with a thread of `replies` on Bluesky (items 2, 3, …). */
function withThread(state: ComposerState, replies: readonly string[]): ComposerState {
  let next = state;
  replies.forEach((text, index) => {
    next = setThreadReply(
      addThreadReply(next, { id: 'bsky', platform: 'bluesky' }),
      'bsky',
      index,
      text,
    );
  });
  return next;
}

function withComment(state: ComposerState, text: string): ComposerState {
  return setFirstComment(addFirstComment(state, { id: 'li', platform: 'linkedin' }), 'li', text);
}

describe('composerProblem with threads and first comments (ADR 0084)', () => {
  const both = { ...ready, accountIds: ['bsky', 'li'] };

  it('accepts a thread and a first comment within their limits', () => {
    const state = withComment(withThread(both, ['Item 2', 'y'.repeat(300)]), 'c'.repeat(1250));
    expect(composerProblem(state, 'published', context)).toBeNull();
  });

  it('names the item over the network’s post limit, the post being item 1', () => {
    const state = withThread(both, ['Item 2', 'y'.repeat(301)]);
    expect(composerProblem(state, 'published', context)).toBe(
      'Bluesky (@fanout.bsky.social), item 3: 301 / 300 characters',
    );
  });

  it('holds the first comment to the network’s comment limit, not its post limit', () => {
    const state = withComment(both, 'c'.repeat(1251));
    expect(composerProblem(state, 'published', context)).toBe(
      'LinkedIn (@Fanout Ltd), first comment: 1251 / 1250 characters',
    );
  });

  it('refuses an empty reply or comment, for drafts too', () => {
    expect(composerProblem(withThread(both, ['Item 2', ' ']), 'draft', context)).toBe(
      followUpTextBlank(threadItemLabel('Bluesky (@fanout.bsky.social)', 3)),
    );
    expect(composerProblem(withComment(both, ''), 'draft', context)).toBe(
      'LinkedIn (@Fanout Ltd), first comment: the text is empty; write it or remove it',
    );
  });

  it('refuses a thread or a comment where the network has none, as the server words it', () => {
    const reply = { key: 0, textContent: 'More' };
    const threadOnLinkedIn = {
      ...both,
      followUps: { li: { thread: [reply], firstComment: null } },
    };
    expect(composerProblem(threadOnLinkedIn, 'draft', context)).toBe(
      threadNotSupported('LinkedIn (@Fanout Ltd)', 'linkedin'),
    );
    const commentOnBluesky = { ...both, followUps: { bsky: { thread: [], firstComment: 'Hi' } } };
    expect(composerProblem(commentOnBluesky, 'draft', context)).toBe(
      firstCommentNotSupported('Bluesky (@fanout.bsky.social)', 'bluesky'),
    );
  });

  it('checks in the server’s order: own text, then thread, then comment, account by account', () => {
    const bskyText = withVariantText(both, 'bsky', 'b'.repeat(301));
    const all = withComment(withThread(bskyText, ['y'.repeat(301)]), '');
    expect(composerProblem(all, 'draft', context)).toBe(
      'Bluesky (@fanout.bsky.social): 301 / 300 characters',
    );
    const threadAndComment = withComment(withThread(both, ['y'.repeat(301)]), '');
    expect(composerProblem(threadAndComment, 'draft', context)).toBe(
      'Bluesky (@fanout.bsky.social), item 2: 301 / 300 characters',
    );
    // Accounts in the order they were checked: LinkedIn's comment first here.
    const linkedInFirst = { ...threadAndComment, accountIds: ['li', 'bsky'] };
    expect(composerProblem(linkedInFirst, 'draft', context)).toBe(
      'LinkedIn (@Fanout Ltd), first comment: the text is empty; write it or remove it',
    );
    // The spec's rules before, credits after.
    expect(composerProblem({ ...threadAndComment, time: '' }, 'scheduled', context)).toBe(
      SELECT_DATE_AND_TIME,
    );
    expect(composerProblem(threadAndComment, 'published', { ...context, available: 0 })).toBe(
      'Bluesky (@fanout.bsky.social), item 2: 301 / 300 characters',
    );
  });
});

describe('hasInsufficientCredits', () => {
  it('compares the known available credits with 3 per account', () => {
    expect(hasInsufficientCredits(8, 3)).toBe(true);
    expect(hasInsufficientCredits(9, 3)).toBe(false);
    expect(hasInsufficientCredits(undefined, 3)).toBe(false);
  });
});

describe('creditsLine', () => {
  it('shows the cost, what is available, and what scheduled posts hold', () => {
    expect(creditsLine(9, { available: 36, held: 12 })).toBe(
      'Costs 27 credits · 36 available (12 held by scheduled posts)',
    );
  });

  it('leaves out the parenthesis when nothing is held, and the balance while it is unknown', () => {
    expect(creditsLine(2, { available: 60, held: 0 })).toBe('Costs 6 credits · 60 available');
    expect(creditsLine(2, undefined)).toBe('Costs 6 credits');
  });
});
