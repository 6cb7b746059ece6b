import type { ContentItem } from '@fanout/shared';
import { describe, expect, it } from 'vitest';
import { INITIAL_COMPOSER_STATE, type ComposerState } from '../composer-state';
import { addThreadReply, NO_FOLLOW_UPS, setThreadReply } from '../composer-follow-ups';
import { chooseAccount, customiseAccount, setEditorText } from '../composer-variants';
import { previewedAccounts } from './previewed-accounts';

const selected = [{ id: 'x' }, { id: 'li' }, { id: 'ig' }];
const photo = { id: 'm1' } as ContentItem;
const base: ComposerState = {
  ...INITIAL_COMPOSER_STATE,
  textContent: 'Shared',
  accountIds: ['x', 'li', 'ig'],
  media: [photo],
};
const ids = (list: { account: { id: string } }[]) => list.map((entry) => entry.account.id);

describe('previewedAccounts', () => {
  it('shows every account with the shared text chosen and no variant', () => {
    const previews = previewedAccounts(base, selected);
    expect(ids(previews)).toEqual(['x', 'li', 'ig']);
    expect(previews[0]).toMatchObject({ textContent: 'Shared', media: [photo] });
  });

  it('leaves the customised accounts out of the shared previews', () => {
    const state = chooseAccount(setEditorText(customiseAccount(base, 'li'), 'Own'), null);
    expect(ids(previewedAccounts(state, selected))).toEqual(['x', 'ig']);
    // Customised but still equal to the shared post: it shows the shared post.
    const untouched = chooseAccount(customiseAccount(base, 'li'), null);
    expect(ids(previewedAccounts(untouched, selected))).toEqual(['x', 'li', 'ig']);
  });

  it('shows the chosen account alone, with its own text', () => {
    const state = setEditorText(customiseAccount(base, 'li'), 'Own');
    expect(previewedAccounts(state, selected)).toEqual([
      { account: { id: 'li' }, textContent: 'Own', media: [photo], followUps: NO_FOLLOW_UPS },
    ]);
    // A chosen account not listed (disconnected meanwhile): the shared previews.
    expect(ids(previewedAccounts(state, [{ id: 'x' }]))).toEqual(['x']);
  });

  it('shows each account’s thread, kept the same while it is unchanged', () => {
    const bsky = { id: 'bsky', platform: 'bluesky' } as const;
    let state = { ...base, accountIds: [...base.accountIds, 'bsky'] };
    state = setThreadReply(addThreadReply(state, bsky), 'bsky', 0, 'Item 2');
    const [withThread] = previewedAccounts(state, [{ id: 'bsky' }]);
    expect(withThread?.followUps.thread.map((reply) => reply.textContent)).toEqual(['Item 2']);
    // The shared text typed on: the thread is the same object, for the memoised preview.
    const [after] = previewedAccounts({ ...state, textContent: 'Shared, edited' }, [
      { id: 'bsky' },
    ]);
    expect(after?.followUps).toBe(withThread?.followUps);
    expect(after?.textContent).toBe('Shared, edited');
  });
});
