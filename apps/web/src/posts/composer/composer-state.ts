import {
  DEFAULT_FACEBOOK_POST_OPTIONS,
  REFERENCE_POSTS_MAX,
  type AiProvider,
  type ContentItem,
  type FacebookPostOptions,
  type GenerationMode,
  type SocialAccount,
} from '@fanout/shared';

/**
 * One account's own text and media (ADR 0083); null follows the shared one. `media: []` means no
 * media on that network.
 */
export interface AccountVariant {
  textContent: string | null;
  media: ContentItem[] | null;
}

/** One reply of a thread; `key` tells the reply boxes apart while replies come and go. */
export interface ThreadReply {
  key: number;
  textContent: string;
}

/**
 * One account's thread replies and first comment (ADR 0084), `composer-follow-ups.ts`. They are
 * the account's own whether its text is its own or the shared one, so they are held beside the
 * variants rather than in them: customising or going back to the shared text leaves them be.
 */
export interface AccountFollowUps {
  /** The replies after the post, in order: items 2, 3, … of the thread (the post is item 1). */
  thread: ThreadReply[];
  /** The first comment's text, or null without one ('' is a comment box still empty). */
  firstComment: string | null;
}

/** Everything the composer holds. Dates and times are the inputs' local values. */
export interface ComposerState {
  title: string;
  textContent: string;
  /** Selected social account ids, in the order they were checked. */
  accountIds: string[];
  /** Options of the Facebook accounts that are or were checked, by account id. */
  facebookOptions: Record<string, FacebookPostOptions>;
  /** Attached library items, in the order the post shows them. */
  media: ContentItem[];
  /** 'YYYY-MM-DD' or ''. */
  date: string;
  /** 'HH:mm' or ''. */
  time: string;
  generationMode: GenerationMode;
  /** The topic of ai_topic mode. */
  generationPrompt: string;
  referencePostIds: string[];
  aiProvider: AiProvider;
  /** ISO time the text was last generated; null until AI wrote it (spec 000 §3). */
  generatedAt: string | null;
  /** The selected accounts' variants, by account id (`composer-variants.ts`). */
  variants: Record<string, AccountVariant>;
  /** The selected accounts' thread replies and first comments, by account id. */
  followUps: Record<string, AccountFollowUps>;
  /**
   * Each account's network options (ADR 0087) as loaded and edited in its Options section
   * (`composer-network-options.ts`), by the schema's field names; a field not here is at its
   * default. The payload sends only those that differ from their default.
   */
  networkOptions: Record<string, Record<string, unknown>>;
  /**
   * TikTok accounts whose "Disclose post content" switch was turned on or off; without an entry
   * it is on when a disclosure is chosen. On with neither chosen, the post cannot go out.
   */
  commercialDisclosure: Record<string, boolean>;
  /** The account the editor shows, chosen in the account row; null for the shared text. */
  chosenAccountId: string | null;
}

/** Spec 000 §4: the state a new composer starts in and a successful post returns it to. */
export const INITIAL_COMPOSER_STATE: ComposerState = {
  title: '',
  textContent: '',
  accountIds: [],
  facebookOptions: {},
  media: [],
  date: '',
  time: '',
  generationMode: 'predefined',
  generationPrompt: '',
  referencePostIds: [],
  aiProvider: 'openai',
  generatedAt: null,
  variants: {},
  followUps: {},
  networkOptions: {},
  commercialDisclosure: {},
  chosenAccountId: null,
};

type AccountRef = Pick<SocialAccount, 'id' | 'platform'>;

/**
 * Checks or unchecks an account; a newly checked Facebook account starts with Page Post only. An
 * unchecked account loses its variant, its thread or first comment and its network options
 * (checked again, it starts from the shared text, with none of them).
 */
export function toggleAccount(state: ComposerState, account: AccountRef): ComposerState {
  if (state.accountIds.includes(account.id)) {
    const { [account.id]: _dropped, ...variants } = state.variants;
    const { [account.id]: _droppedFollowUps, ...followUps } = state.followUps;
    const { [account.id]: _droppedOptions, ...networkOptions } = state.networkOptions;
    const { [account.id]: _droppedSwitch, ...commercialDisclosure } = state.commercialDisclosure;
    return {
      ...state,
      accountIds: state.accountIds.filter((id) => id !== account.id),
      variants,
      followUps,
      networkOptions,
      commercialDisclosure,
      chosenAccountId: state.chosenAccountId === account.id ? null : state.chosenAccountId,
    };
  }
  const facebookOptions =
    account.platform === 'facebook'
      ? { ...state.facebookOptions, [account.id]: { ...DEFAULT_FACEBOOK_POST_OPTIONS } }
      : state.facebookOptions;
  return { ...state, accountIds: [...state.accountIds, account.id], facebookOptions };
}

export function facebookOptionsOf(
  state: Pick<ComposerState, 'facebookOptions'>,
  accountId: string,
): FacebookPostOptions {
  return state.facebookOptions[accountId] ?? DEFAULT_FACEBOOK_POST_OPTIONS;
}

export function setFacebookOption(
  state: ComposerState,
  accountId: string,
  option: keyof FacebookPostOptions,
  value: boolean,
): ComposerState {
  const current = facebookOptionsOf(state, accountId);
  return {
    ...state,
    facebookOptions: { ...state.facebookOptions, [accountId]: { ...current, [option]: value } },
  };
}

/** Spec 000 §5: 1 to 3 reference posts; a fourth is refused (the state stays as it was). */
export function toggleReferencePost(state: ComposerState, postId: string): ComposerState {
  if (state.referencePostIds.includes(postId)) {
    return { ...state, referencePostIds: state.referencePostIds.filter((id) => id !== postId) };
  }
  if (state.referencePostIds.length >= REFERENCE_POSTS_MAX) return state;
  return { ...state, referencePostIds: [...state.referencePostIds, postId] };
}

/** `list` with the items not in it yet appended, in the order given; `added` counts them. */
export function appendMedia(
  list: readonly ContentItem[],
  items: readonly ContentItem[],
): { media: ContentItem[]; added: number } {
  const attached = new Set(list.map((item) => item.id));
  const fresh = items.filter((item) => {
    if (attached.has(item.id)) return false;
    attached.add(item.id);
    return true;
  });
  return { media: [...list, ...fresh], added: fresh.length };
}
