import type { ContentItem } from '@fanout/shared';
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import {
  acceptAll,
  acceptProposal,
  adaptFailure,
  adaptPlatforms,
  adaptProblem,
  editProposal,
  keepSelected,
  ownTextKey,
  proposalsOf,
  removeProposal,
  type AdaptProposal,
} from './adapt-proposals';
import { INITIAL_COMPOSER_STATE, type ComposerState } from './composer-state';
import {
  accountContent,
  addEditorMedia,
  chooseAccount,
  customiseAccount,
  isCustomised,
  setEditorText,
} from './composer-variants';

const item = (id: string) => ({ id }) as ContentItem;
const x = { id: 'x', platform: 'twitter' as const };
const x2 = { id: 'x2', platform: 'twitter' as const };
const li = { id: 'li', platform: 'linkedin' as const };

const base: ComposerState = {
  ...INITIAL_COMPOSER_STATE,
  textContent: 'Shared words',
  accountIds: ['x', 'li'],
  media: [item('m1')],
};
const forX: AdaptProposal = { accountId: 'x', platform: 'twitter', textContent: 'Hook for X' };
const forLi: AdaptProposal = {
  accountId: 'li',
  platform: 'linkedin',
  textContent: 'For LinkedIn.\n\nIn paragraphs.',
};

describe('when the button can adapt', () => {
  it('needs the shared text, then a selected account, and says which is missing', () => {
    expect(adaptProblem('  \n', 2)).toBe(
      'Write the shared text first, then adapt it for each network.',
    );
    expect(adaptProblem('Shared words', 0)).toBe(
      'Select the accounts to adapt the shared text for.',
    );
    expect(adaptProblem('Shared words', 1)).toBeNull();
  });

  it('asks for each network once, in the order the accounts were checked', () => {
    expect(adaptPlatforms([li, x, x2])).toEqual(['linkedin', 'twitter']);
  });
});

describe('proposals from the answer', () => {
  it('gives every account its network’s text, in the accounts’ order; a network not answered, none', () => {
    const adaptations = [
      { platform: 'twitter' as const, textContent: 'Hook for X' },
      { platform: 'linkedin' as const, textContent: 'For LinkedIn.' },
    ];
    const bluesky = { id: 'bs', platform: 'bluesky' as const };
    expect(proposalsOf(adaptations, [li, x, bluesky, x2])).toEqual([
      { accountId: 'li', platform: 'linkedin', textContent: 'For LinkedIn.' },
      { accountId: 'x', platform: 'twitter', textContent: 'Hook for X' },
      { accountId: 'x2', platform: 'twitter', textContent: 'Hook for X' },
    ]);
  });

  it('edits and removes one account’s proposal only', () => {
    const edited = editProposal([forX, forLi], 'li', 'Edited');
    expect(edited).toEqual([forX, { ...forLi, textContent: 'Edited' }]);
    expect(removeProposal(edited, 'x')).toEqual([{ ...forLi, textContent: 'Edited' }]);
  });

  it('drops the proposals of accounts no longer selected, and keeps the same list otherwise', () => {
    const list = [forX, forLi];
    expect(keepSelected(list, ['li', 'x'])).toBe(list);
    expect(keepSelected(list, ['li'])).toEqual([forLi]);
    expect(keepSelected(list, [])).toEqual([]);
  });
});

describe('accepting a proposal', () => {
  it('makes it the account’s own text; its media keep following the shared ones', () => {
    const state = acceptProposal(base, forX);
    expect(state.variants.x).toEqual({ textContent: 'Hook for X', media: null });
    expect(isCustomised(state, 'x')).toBe(true);
    expect(accountContent(state, 'x')).toEqual({ textContent: 'Hook for X', media: [item('m1')] });
    // The shared post, the other account and the editor's choice are as they were.
    expect(state.textContent).toBe('Shared words');
    expect(state.variants.li).toBeUndefined();
    expect(state.chosenAccountId).toBeNull();
    // Shared media added later reach it too; the editor writes its text once chosen.
    const more = addEditorMedia(state, [item('m2')]).state;
    expect(accountContent(more, 'x').media.map((m) => m.id)).toEqual(['m1', 'm2']);
    expect(setEditorText(chooseAccount(state, 'x'), 'Typed').variants.x?.textContent).toBe('Typed');
  });

  it('replaces a customised account’s text, keeping its own media', () => {
    let state = customiseAccount(base, 'li');
    state = addEditorMedia(state, [item('m9')]).state;
    state = setEditorText(state, 'My own LinkedIn words');
    expect(ownTextKey(state, [x, li])).toBe('li');
    state = acceptProposal(state, forLi);
    expect(state.variants.li).toEqual({
      textContent: forLi.textContent,
      media: [item('m1'), item('m9')],
    });
  });

  it('leaves an account no longer selected alone', () => {
    const state = acceptProposal({ ...base, accountIds: ['li'] }, forX);
    expect(state.variants).toEqual({});
  });

  it('accepts all, as edited', () => {
    const state = acceptAll(base, editProposal([forX, forLi], 'li', 'Edited for LinkedIn'));
    expect(accountContent(state, 'x').textContent).toBe('Hook for X');
    expect(accountContent(state, 'li').textContent).toBe('Edited for LinkedIn');
    expect(ownTextKey(state, [x, li])).toBe('x\nli');
  });
});

describe('the failure toast', () => {
  it('gives the server’s reason, or says what failed when the server never answered', () => {
    const answered = TRPCClientError.from({
      error: {
        message: 'Sandbox cannot answer this request',
        code: -32603,
        data: { code: 'BAD_GATEWAY' },
      },
    });
    expect(adaptFailure(answered)).toEqual({
      title: 'Generation Failed',
      message: 'Sandbox cannot answer this request',
    });
    expect(adaptFailure(TRPCClientError.from(new TypeError('Failed to fetch')))).toEqual({
      title: 'Generation Failed',
      message: 'Failed to adapt the text for each network',
    });
  });
});
