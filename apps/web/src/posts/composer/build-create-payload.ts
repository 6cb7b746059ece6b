import type {
  CreatePostPayload,
  CreatePostStatus,
  FacebookPostOptions,
  PostVariantPayload,
} from '@fanout/shared';
import type { QueuePostPayload } from '@fanout/shared/queue';
import { localDateTimeToIso } from '../schedule-time';
import { followUpsOf } from './composer-follow-ups';
import { networkOptionsPayload } from './composer-network-options';
import { facebookOptionsOf, type ComposerState } from './composer-state';
import { variantOverrides } from './composer-variants';

type AccountRef = { id: string; platform: string };

/**
 * The POST /api/posts payload (spec 000 §3/§7) for one of the three buttons: Post Now sends
 * 'published', Schedule 'scheduled' with the time, Save Draft 'draft' with the time when both
 * date and time were given. The AI fields follow the mode: the provider unless predefined, the
 * topic only for ai_topic, the reference posts only for ai_style_emulation, generatedAt only
 * once AI generated the text. Each selected account's variant sends what differs from the
 * shared text and media (ADR 0083), its thread or first comment (ADR 0084) and its network
 * options not at their defaults (ADR 0088); one that has none of these is left out.
 */
export function buildCreatePayload(
  state: ComposerState,
  status: CreatePostStatus,
  options: { accounts: readonly AccountRef[]; timeZone: string },
): CreatePostPayload {
  const scheduledAt =
    status === 'published'
      ? undefined
      : localDateTimeToIso(state.date, state.time, options.timeZone);
  // Only accounts still listed: one disconnected meanwhile is no longer offered (or charged).
  const known = new Map(options.accounts.map((account) => [account.id, account]));
  const platforms = state.accountIds.filter((id) => known.has(id));
  const facebookOptions: Record<string, FacebookPostOptions> = {};
  for (const id of platforms) {
    if (known.get(id)?.platform === 'facebook') facebookOptions[id] = facebookOptionsOf(state, id);
  }
  const variants = variantsPayload(state, platforms, known);
  const mode = state.generationMode;

  return {
    title: state.title.trim() || null,
    textContent: state.textContent,
    platforms,
    status,
    ...(scheduledAt !== undefined && { scheduledAt, timeZone: options.timeZone }),
    attachments: state.media.map((item) => item.id),
    ...(Object.keys(variants).length > 0 && { variants }),
    facebookOptions,
    generationMode: mode,
    ...(mode !== 'predefined' && { aiProvider: state.aiProvider }),
    ...(mode === 'ai_topic' && { generationPrompt: state.generationPrompt.trim() }),
    ...(mode === 'ai_style_emulation' && { referencePostIds: state.referencePostIds }),
    // Only when AI wrote the text (spec 000 §3), and only in an AI mode.
    ...(mode !== 'predefined' && state.generatedAt !== null && { generatedAt: state.generatedAt }),
  };
}

/**
 * Each account's variant: its text and media where they differ from the shared ones, its thread
 * or first comment (ADR 0084) and its network options that differ from their defaults (ADR
 * 0088). An account that follows the shared text but has a thread or options sends them alone,
 * so its text stays the shared one.
 */
function variantsPayload(
  state: ComposerState,
  platforms: readonly string[],
  known: ReadonlyMap<string, AccountRef>,
): Record<string, PostVariantPayload> {
  const variants: Record<string, PostVariantPayload> = {};
  for (const id of platforms) {
    const { textContent, media } = variantOverrides(state, id);
    const { thread, firstComment } = followUpsOf(state, id);
    const options = networkOptionsPayload(known.get(id)?.platform ?? '', state.networkOptions[id]);
    const variant: PostVariantPayload = {
      ...(textContent !== undefined && { textContent }),
      ...(media !== undefined && { attachments: media.map((item) => item.id) }),
      ...(thread.length > 0 && {
        thread: thread.map((reply) => ({ textContent: reply.textContent })),
      }),
      ...(firstComment !== null && { firstComment }),
      ...(options !== undefined && { options }),
    };
    if (Object.keys(variant).length > 0) variants[id] = variant;
  }
  return variants;
}

/** The POST /api/queue/posts payload: Post Now's, its time left to the group's queue. */
export function buildQueuePayload(
  state: ComposerState,
  groupId: string,
  options: { accounts: readonly AccountRef[]; timeZone: string },
): QueuePostPayload {
  const {
    status: _status,
    scheduledAt: _scheduledAt,
    ...post
  } = buildCreatePayload(state, 'published', options);
  return { ...post, groupId, timeZone: options.timeZone };
}
