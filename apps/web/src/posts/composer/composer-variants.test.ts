import type { ContentItem } from '@fanout/shared';
import { describe, expect, it } from 'vitest';
import { INITIAL_COMPOSER_STATE, toggleAccount, type ComposerState } from './composer-state';
import {
  accountContent,
  addEditorMedia,
  backToShared,
  chooseAccount,
  customiseAccount,
  editorContent,
  editorTarget,
  isCustomised,
  removeEditorMedia,
  setEditorText,
  usesSharedText,
  variantOverrides,
} from './composer-variants';

const item = (id: string) => ({ id }) as ContentItem;
const ids = (media: readonly ContentItem[]) => media.map((m) => m.id);

const base: ComposerState = {
  ...INITIAL_COMPOSER_STATE,
  textContent: 'Shared words',
  accountIds: ['x', 'li'],
  media: [item('m1')],
};

describe('choosing an account and customising it', () => {
  it('shows the shared text for an account without a variant, read-only', () => {
    const state = chooseAccount(base, 'x');
    expect(editorTarget(state)).toEqual({ kind: 'follows-shared', accountId: 'x' });
    expect(editorContent(state)).toEqual({ textContent: 'Shared words', media: [item('m1')] });
    expect(setEditorText(state, 'typed')).toBe(state);
    expect(addEditorMedia(state, [item('m2')])).toEqual({ state, added: 0 });
    expect(removeEditorMedia(state, 'm1')).toBe(state);
  });

  it('refuses to choose an account that is not selected; null is the shared text', () => {
    expect(chooseAccount(base, 'gone')).toBe(base);
    expect(chooseAccount(chooseAccount(base, 'x'), null).chosenAccountId).toBeNull();
  });

  it('customises from the shared text and media as they are, then edits only the variant', () => {
    let state = customiseAccount(base, 'x');
    expect(state.chosenAccountId).toBe('x');
    expect(editorTarget(state)).toEqual({ kind: 'variant', accountId: 'x' });
    // A fresh copy is no customisation yet.
    expect(isCustomised(state, 'x')).toBe(false);
    expect(variantOverrides(state, 'x')).toEqual({});

    state = setEditorText(state, 'Short for X');
    expect(state.textContent).toBe('Shared words');
    expect(accountContent(state, 'x').textContent).toBe('Short for X');
    expect(accountContent(state, 'li').textContent).toBe('Shared words');
    expect(isCustomised(state, 'x')).toBe(true);
    expect(usesSharedText(state, 'x')).toBe(false);
    expect(usesSharedText(state, 'li')).toBe(true);

    // The shared text changed later does not reach the variant.
    state = setEditorText(chooseAccount(state, null), 'Shared, edited');
    expect(accountContent(state, 'x').textContent).toBe('Short for X');
    expect(accountContent(state, 'li').textContent).toBe('Shared, edited');
  });

  it('a variant typed back to the shared text is not customised', () => {
    let state = setEditorText(customiseAccount(base, 'x'), 'Other');
    state = setEditorText(state, 'Shared words');
    expect(isCustomised(state, 'x')).toBe(false);
    expect(usesSharedText(state, 'x')).toBe(true);
  });

  it('customising twice keeps the variant', () => {
    const once = setEditorText(customiseAccount(base, 'x'), 'Mine');
    const twice = customiseAccount(chooseAccount(once, null), 'x');
    expect(accountContent(twice, 'x').textContent).toBe('Mine');
    expect(customiseAccount(base, 'not-selected')).toBe(base);
  });
});

describe('media within a variant', () => {
  it('adds and removes on the variant only; the shared media stay', () => {
    let state = customiseAccount(base, 'li');
    const added = addEditorMedia(state, [item('m1'), item('m2')]);
    expect(added.added).toBe(1);
    state = added.state;
    expect(ids(accountContent(state, 'li').media)).toEqual(['m1', 'm2']);
    expect(ids(state.media)).toEqual(['m1']);
    expect(variantOverrides(state, 'li').media?.map((m) => m.id)).toEqual(['m1', 'm2']);

    state = removeEditorMedia(removeEditorMedia(state, 'm1'), 'm2');
    // No media on this network: an empty list, not "follow the shared media".
    expect(accountContent(state, 'li').media).toEqual([]);
    expect(isCustomised(state, 'li')).toBe(true);
  });

  it('a variant that followed the shared media starts from a copy of them', () => {
    const loaded: ComposerState = {
      ...base,
      variants: { x: { textContent: 'Own text', media: null } },
      chosenAccountId: 'x',
    };
    const { state } = addEditorMedia(loaded, [item('m3')]);
    expect(ids(accountContent(state, 'x').media)).toEqual(['m1', 'm3']);
    expect(ids(state.media)).toEqual(['m1']);
  });

  it('an upload lands where it was started, whatever is chosen when it ends', () => {
    const started = customiseAccount(base, 'x');
    const target = editorTarget(started);
    const meanwhile = chooseAccount(started, null);
    const { state } = addEditorMedia(meanwhile, [item('m9')], target);
    expect(ids(accountContent(state, 'x').media)).toEqual(['m1', 'm9']);
    expect(ids(state.media)).toEqual(['m1']);
    // Its variant dropped meanwhile: nowhere to land (the item stays in the library).
    const dropped = backToShared(meanwhile, 'x');
    expect(addEditorMedia(dropped, [item('m9')], target).added).toBe(0);
  });

  it('edits the shared media when the shared text is chosen', () => {
    const { state, added } = addEditorMedia(base, [item('m2')]);
    expect(added).toBe(1);
    expect(ids(state.media)).toEqual(['m1', 'm2']);
    expect(ids(removeEditorMedia(state, 'm1').media)).toEqual(['m2']);
  });
});

describe('back to the shared text', () => {
  it('drops the variant; the account stays chosen and follows the shared text again', () => {
    let state = setEditorText(customiseAccount(base, 'x'), 'Short for X');
    state = backToShared(state, 'x');
    expect(state.variants).toEqual({});
    expect(editorTarget(state)).toEqual({ kind: 'follows-shared', accountId: 'x' });
    expect(accountContent(state, 'x').textContent).toBe('Shared words');
    expect(backToShared(state, 'x')).toBe(state);
  });

  it('unchecking an account drops its variant and leaves the shared text chosen', () => {
    let state = setEditorText(customiseAccount(base, 'x'), 'Short for X');
    state = toggleAccount(state, { id: 'x', platform: 'twitter' });
    expect(state.variants).toEqual({});
    expect(state.chosenAccountId).toBeNull();
    // Checked again, it starts from the shared text.
    state = toggleAccount(state, { id: 'x', platform: 'twitter' });
    expect(accountContent(state, 'x').textContent).toBe('Shared words');
  });

  it('unchecking another account keeps the chosen one', () => {
    const state = toggleAccount(customiseAccount(base, 'x'), { id: 'li', platform: 'linkedin' });
    expect(state.chosenAccountId).toBe('x');
    expect(Object.keys(state.variants)).toEqual(['x']);
  });
});
