import type { ContentItem } from '@fanout/shared';
import { appendMedia, type AccountVariant, type ComposerState } from './composer-state';

/**
 * Variants in the composer (ADR 0083): one editor, switched by the account row between the shared
 * text and media and one selected account's own. An account is customised from the shared text
 * and media as they are then; from that moment it keeps its own copy until "Back to the shared
 * text" drops it.
 */

/** What one account publishes: its variant's text and media where it has them, else the shared. */
export interface AccountContent {
  textContent: string;
  media: ContentItem[];
}

/** Where the editor's text box and media section write. */
export type EditorTarget =
  /** The shared text and media (the account row's first entry). */
  | { kind: 'shared' }
  /** A chosen account with a variant: the editor edits that variant. */
  | { kind: 'variant'; accountId: string }
  /** A chosen account without a variant: it shows the shared text, until customised. */
  | { kind: 'follows-shared'; accountId: string };

export function editorTarget(
  state: Pick<ComposerState, 'chosenAccountId' | 'variants'>,
): EditorTarget {
  const accountId = state.chosenAccountId;
  if (accountId === null) return { kind: 'shared' };
  return state.variants[accountId]
    ? { kind: 'variant', accountId }
    : { kind: 'follows-shared', accountId };
}

export function accountContent(state: ComposerState, accountId: string): AccountContent {
  const variant = state.variants[accountId];
  return {
    textContent: variant?.textContent ?? state.textContent,
    media: variant?.media ?? state.media,
  };
}

/** The text and media the editor shows now. */
export function editorContent(state: ComposerState): AccountContent {
  return contentOf(state, editorTarget(state));
}

function sameMedia(a: readonly ContentItem[], b: readonly ContentItem[]): boolean {
  return a.length === b.length && a.every((item, index) => item.id === b[index]?.id);
}

/**
 * The parts of an account's variant that differ from the shared text and media: what the payload
 * sends and what the rules check. A variant equal to the shared post overrides nothing, and is
 * held to the shared text's rule like any account without one.
 */
export function variantOverrides(
  state: ComposerState,
  accountId: string,
): { textContent?: string; media?: ContentItem[] } {
  const variant = state.variants[accountId];
  if (!variant) return {};
  const overrides: { textContent?: string; media?: ContentItem[] } = {};
  if (variant.textContent !== null && variant.textContent !== state.textContent) {
    overrides.textContent = variant.textContent;
  }
  if (variant.media !== null && !sameMedia(variant.media, state.media)) {
    overrides.media = variant.media;
  }
  return overrides;
}

/** Whether the account's variant differs from the shared text or media (its "Customised" badge). */
export function isCustomised(state: ComposerState, accountId: string): boolean {
  const overrides = variantOverrides(state, accountId);
  return overrides.textContent !== undefined || overrides.media !== undefined;
}

/** Whether the account publishes the shared text (no variant text, or one equal to it). */
export function usesSharedText(state: ComposerState, accountId: string): boolean {
  return variantOverrides(state, accountId).textContent === undefined;
}

/** Chooses what the editor shows: a selected account, or null for the shared text. */
export function chooseAccount(state: ComposerState, accountId: string | null): ComposerState {
  if (accountId !== null && !state.accountIds.includes(accountId)) return state;
  return { ...state, chosenAccountId: accountId };
}

/** "Customise for X": the account gets its own copy of the shared text and media, and is chosen. */
export function customiseAccount(state: ComposerState, accountId: string): ComposerState {
  if (!state.accountIds.includes(accountId)) return state;
  if (state.variants[accountId]) return { ...state, chosenAccountId: accountId };
  const variant: AccountVariant = { textContent: state.textContent, media: [...state.media] };
  return {
    ...state,
    variants: { ...state.variants, [accountId]: variant },
    chosenAccountId: accountId,
  };
}

/**
 * "Back to the shared text": the account's variant (its own text and media) is dropped; it stays
 * chosen, now following the shared text. Its thread or first comment, held beside the variants
 * (`composer-follow-ups.ts`), stays: nothing shares those, so there is nothing to go back to.
 */
export function backToShared(state: ComposerState, accountId: string): ComposerState {
  if (!state.variants[accountId]) return state;
  const { [accountId]: _dropped, ...variants } = state.variants;
  return { ...state, variants };
}

function updateVariant(
  state: ComposerState,
  accountId: string,
  change: (variant: AccountVariant) => AccountVariant,
): ComposerState {
  const variant = state.variants[accountId];
  if (!variant) return state;
  return { ...state, variants: { ...state.variants, [accountId]: change(variant) } };
}

/**
 * The text box's change, to the shared text or the chosen account's variant (or `target`, the one
 * the editor showed). An account that follows the shared text shows it read-only, so a change
 * there writes nothing.
 */
export function setEditorText(
  state: ComposerState,
  textContent: string,
  target: EditorTarget = editorTarget(state),
): ComposerState {
  if (target.kind === 'shared') return { ...state, textContent };
  if (target.kind === 'follows-shared') return state;
  return updateVariant(state, target.accountId, (variant) => ({ ...variant, textContent }));
}

/** Whether `target` can be written: the shared post, or a variant still there. */
function writable(state: ComposerState, target: EditorTarget): boolean {
  if (target.kind === 'shared') return true;
  return target.kind === 'variant' && state.variants[target.accountId] !== undefined;
}

/** The text and media `target` shows. */
function contentOf(state: ComposerState, target: EditorTarget): AccountContent {
  return target.kind === 'shared'
    ? { textContent: state.textContent, media: state.media }
    : accountContent(state, target.accountId);
}

/**
 * Attaches the items not attached yet to what the editor shows, or showed (`target`: an upload
 * lands where it was started, even if another account was chosen meanwhile); `added` counts them.
 * A variant that followed the shared media starts from a copy of them.
 */
export function addEditorMedia(
  state: ComposerState,
  items: readonly ContentItem[],
  target: EditorTarget = editorTarget(state),
): { state: ComposerState; added: number } {
  if (!writable(state, target)) return { state, added: 0 };
  const { media, added } = appendMedia(contentOf(state, target).media, items);
  if (target.kind === 'shared') return { state: { ...state, media }, added };
  return { state: updateVariant(state, target.accountId, (v) => ({ ...v, media })), added };
}

/** Removes an item from what the editor shows (or `target`). */
export function removeEditorMedia(
  state: ComposerState,
  contentId: string,
  target: EditorTarget = editorTarget(state),
): ComposerState {
  if (!writable(state, target)) return state;
  const media = contentOf(state, target).media.filter((item) => item.id !== contentId);
  if (target.kind === 'shared') return { ...state, media };
  return updateVariant(state, target.accountId, (variant) => ({ ...variant, media }));
}
