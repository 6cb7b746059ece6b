import type {
  CreatePostPayload,
  CreatePostStatus,
  FacebookPostOptions,
  PostVariantPayload,
} from '@fanout/shared';
import type { QueuePostPayload } from '@fanout/shared/queue';
import { localDateTimeToIso } from '../schedule-time';
import { facebookOptionsOf, type ComposerState } from './composer-state';
import { variantOverrides } from './composer-variants';

type FacebookAccountRef = { id: string; platform: string };

/**
 * The POST /api/posts payload (spec 000 §3/§7) for one of the three buttons: Post Now sends
 * 'published', Schedule 'scheduled' with the time, Save Draft 'draft' with the time when both
 * date and time were given. The AI fields follow the mode: the provider unless predefined, the
 * topic only for ai_topic, the reference posts only for ai_style_emulation, generatedAt only
 * once AI generated the text. Each selected account's variant sends what differs from the
 * shared text and media (ADR 0083); one that differs in nothing is left out.
 */
export function buildCreatePayload(
  state: ComposerState,
  status: CreatePostStatus,
  options: { accounts: readonly FacebookAccountRef[]; timeZone: string },
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
  const variants = variantsPayload(state, platforms);
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

function variantsPayload(
  state: ComposerState,
  platforms: readonly string[],
): Record<string, PostVariantPayload> {
  const variants: Record<string, PostVariantPayload> = {};
  for (const id of platforms) {
    const { textContent, media } = variantOverrides(state, id);
    if (textContent === undefined && media === undefined) continue;
    variants[id] = {
      ...(textContent !== undefined && { textContent }),
      ...(media !== undefined && { attachments: media.map((item) => item.id) }),
    };
  }
  return variants;
}

/** The POST /api/queue/posts payload: Post Now's, its time left to the group's queue. */
export function buildQueuePayload(
  state: ComposerState,
  groupId: string,
  options: { accounts: readonly FacebookAccountRef[]; timeZone: string },
): QueuePostPayload {
  const {
    status: _status,
    scheduledAt: _scheduledAt,
    ...post
  } = buildCreatePayload(state, 'published', options);
  return { ...post, groupId, timeZone: options.timeZone };
}
