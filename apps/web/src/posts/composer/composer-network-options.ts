import {
  defaultNetworkOptions,
  hasNetworkOptions,
  instagramFormatProblem,
  isPlatform,
  NETWORK_OPTIONS_INPUTS,
  parseNetworkOptions,
  variantAccountLabel,
  variantOptionsProblem,
  type NetworkOptionsOf,
  type OptionsPlatform,
  type Platform,
} from '@fanout/shared';
import type { ComposerAccount } from './composer-problem';
import type { ComposerState } from './composer-state';
import { accountContent } from './composer-variants';

/**
 * Each network's own options in the composer (ADR 0087, 0088): per selected account, the fields
 * its Options section edits, by the names of NETWORK_OPTIONS_INPUTS. The state holds what was
 * loaded and typed; the payload sends only the fields that differ from their default, so a post
 * whose options were never touched is sent as it was before options existed. Options are no
 * customisation of the text: they leave the account's "Customised" mark alone.
 */

type OptionsAccount<P extends OptionsPlatform> = { id: string; platform: P };

/** Each network's defaults, read once: the account row asks on every keystroke. */
const DEFAULTS = Object.fromEntries(
  Object.keys(NETWORK_OPTIONS_INPUTS).map((platform) => [
    platform,
    defaultNetworkOptions(platform as OptionsPlatform),
  ]),
) as { [P in OptionsPlatform]: NetworkOptionsOf<P> };

/** The account's options as its section shows them: its edits over the network's defaults. */
export function networkOptionsOf<P extends OptionsPlatform>(
  state: Pick<ComposerState, 'networkOptions'>,
  account: OptionsAccount<P>,
): NetworkOptionsOf<P> {
  // The edits are this network's fields (the section writes them; a loaded post answers them).
  return {
    ...DEFAULTS[account.platform],
    ...state.networkOptions[account.id],
  } as NetworkOptionsOf<P>;
}

/** One field of a selected account's options, as its section's control gives it. */
export function setNetworkOption<P extends OptionsPlatform, K extends keyof NetworkOptionsOf<P>>(
  state: ComposerState,
  account: OptionsAccount<P>,
  field: K,
  value: NetworkOptionsOf<P>[K],
): ComposerState {
  if (!state.accountIds.includes(account.id)) return state;
  const edited = { ...state.networkOptions[account.id], [field]: value };
  return { ...state, networkOptions: { ...state.networkOptions, [account.id]: edited } };
}

/** A field's value that says what its default says: a blank text is "none", as the schema reads it. */
function atDefault(value: unknown, fallback: unknown): boolean {
  if (typeof value === 'string' && value.trim() === '') return fallback === null;
  if (Array.isArray(value) && Array.isArray(fallback)) {
    return value.length === fallback.length && value.every((item, at) => item === fallback[at]);
  }
  return value === fallback;
}

/**
 * The variant's `options` in the payload: the fields that differ from the network's defaults, or
 * undefined when none does (or the network has no options).
 */
export function networkOptionsPayload(
  platform: string,
  edited: Record<string, unknown> | undefined,
): Record<string, unknown> | undefined {
  if (edited === undefined || !isPlatform(platform) || !hasNetworkOptions(platform)) {
    return undefined;
  }
  const defaults: Record<string, unknown> = DEFAULTS[platform];
  const payload: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(edited)) {
    if (!atDefault(value, defaults[field])) payload[field] = value;
  }
  return Object.keys(payload).length > 0 ? payload : undefined;
}

/** Whether the account's options differ from its network's defaults (its "Options" mark). */
export function hasEditedOptions(
  state: Pick<ComposerState, 'networkOptions'>,
  account: { id: string; platform: string },
): boolean {
  return networkOptionsPayload(account.platform, state.networkOptions[account.id]) !== undefined;
}

/**
 * The title a network shows for the account (previewed where the network shows one): its own
 * title option where it has one set (YouTube's video, Pinterest's Pin), else the post's.
 */
export function shownTitle(
  state: Pick<ComposerState, 'networkOptions' | 'title'>,
  account: { id: string; platform: string },
): string {
  const own = state.networkOptions[account.id]?.title;
  const hasOwn = account.platform === 'youtube' || account.platform === 'pinterest';
  return hasOwn && typeof own === 'string' && own.trim() !== '' ? own.trim() : state.title;
}

/**
 * Each field's first problem in the schema's words ("must be an https URL"), shown under the
 * field; the rules across fields (branded content and "Only me") are the controls' to prevent.
 */
export function optionFieldErrors(
  platform: OptionsPlatform,
  edited: Record<string, unknown> | undefined,
): Partial<Record<string, string>> {
  const parsed = NETWORK_OPTIONS_INPUTS[platform].safeParse(
    networkOptionsPayload(platform, edited) ?? {},
  );
  const errors: Partial<Record<string, string>> = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const [field] = issue.path;
    if (typeof field === 'string' && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/**
 * Whether a TikTok account's "Disclose post content" switch is on: as it was last turned, else on
 * when the post discloses your brand or branded content (a loaded post).
 */
export function disclosureOn(
  state: Pick<ComposerState, 'commercialDisclosure' | 'networkOptions'>,
  accountId: string,
): boolean {
  const turned = state.commercialDisclosure[accountId];
  if (turned !== undefined) return turned;
  const edited = state.networkOptions[accountId];
  return edited?.brandOrganic === true || edited?.brandedContent === true;
}

/** Turns the switch; turned off, the post discloses neither (TikTok's two labels are cleared). */
export function setDisclosure(
  state: ComposerState,
  account: OptionsAccount<'tiktok'>,
  on: boolean,
): ComposerState {
  if (!state.accountIds.includes(account.id)) return state;
  const turned = {
    ...state,
    commercialDisclosure: { ...state.commercialDisclosure, [account.id]: on },
  };
  if (on) return turned;
  return setNetworkOption(
    setNetworkOption(turned, account, 'brandOrganic', false),
    account,
    'brandedContent',
    false,
  );
}

/** TikTok's words when the disclosure is on and says neither what it promotes. */
export const DISCLOSURE_UNCHOSEN =
  'You need to indicate if your content promotes yourself, a third party, or both.';
/** The same as a message that names the account. */
const DISCLOSURE_UNCHOSEN_PROBLEM =
  'Disclose post content is on: choose Your brand, Branded content or both, or turn it off';

/**
 * Why the account's options cannot go out, or null, in the server's words where the server has
 * the rule: a value its network does not take (drafts too), then, for a post that goes out, a
 * Reel without exactly one video and — the composer's own rule, from TikTok's guidelines — a
 * disclosure switched on that chooses neither label.
 */
export function networkOptionsProblem(
  state: ComposerState,
  account: ComposerAccount,
  isDraft: boolean,
): string | null {
  const { platform } = account;
  if (!hasNetworkOptions(platform)) return null;
  const label = variantAccountLabel(account);
  const parsed = parseNetworkOptions(
    platform,
    networkOptionsPayload(platform, state.networkOptions[account.id]),
  );
  if (!parsed.ok) return variantOptionsProblem(label, parsed.problems[0] ?? '');
  if (isDraft) return null;
  const problem = readinessProblem(state, { id: account.id, platform });
  return problem === null ? null : variantOptionsProblem(label, problem);
}

function readinessProblem(
  state: ComposerState,
  account: { id: string; platform: Platform },
): string | null {
  if (account.platform === 'instagram') {
    const { format } = networkOptionsOf(state, { id: account.id, platform: 'instagram' });
    return instagramFormatProblem(format, accountContent(state, account.id).media);
  }
  if (account.platform === 'tiktok' && disclosureOn(state, account.id)) {
    const { brandOrganic, brandedContent } = networkOptionsOf(state, {
      id: account.id,
      platform: 'tiktok',
    });
    if (!brandOrganic && !brandedContent) return DISCLOSURE_UNCHOSEN_PROBLEM;
  }
  return null;
}
