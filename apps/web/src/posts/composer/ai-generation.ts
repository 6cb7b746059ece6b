import {
  ENTER_TOPIC,
  GENERAL_PLATFORM,
  GENERATION_PLATFORMS,
  SELECT_PLATFORMS_TO_GENERATE,
  SELECT_REFERENCE_POSTS,
  isBlank,
  textLengthCheck,
  type AiProvider,
  type AiProviderList,
  type GenerationPlatform,
} from '@fanout/shared';
import type { ComposerState } from './composer-state';

/** A toast: spec 000 §5 gives the title, the message says what to do. */
export interface GenerationProblem {
  title: string;
  message: string;
}

/**
 * Spec 000 §5's AI rules, checked before calling: platforms first, then the topic or the 1 to 3
 * reference posts of the mode. Null when generation may start.
 */
export function generationProblem(
  state: Pick<ComposerState, 'generationMode' | 'generationPrompt' | 'referencePostIds'>,
  platformCount: number,
): GenerationProblem | null {
  if (platformCount === 0) {
    return { title: 'Select Platforms First', message: SELECT_PLATFORMS_TO_GENERATE };
  }
  if (state.generationMode === 'ai_topic' && isBlank(state.generationPrompt)) {
    return { title: ENTER_TOPIC, message: 'Describe what the post should be about' };
  }
  if (state.generationMode === 'ai_style_emulation' && state.referencePostIds.length === 0) {
    return { title: SELECT_REFERENCE_POSTS, message: 'Choose 1 to 3 earlier posts to emulate' };
  }
  return null;
}

function isGenerationPlatform(name: string): name is GenerationPlatform {
  return GENERATION_PLATFORMS.some((platform) => platform === name);
}

/**
 * The platform names of the selected accounts, once each, as the AI endpoints take them; one
 * this client does not know is sent as 'general' (spec 000 §7).
 */
export function generationPlatforms(
  accounts: readonly { platform: string }[],
): GenerationPlatform[] {
  const names = accounts.map(({ platform }) =>
    isGenerationPlatform(platform) ? platform : GENERAL_PLATFORM,
  );
  return [...new Set(names)];
}

/**
 * The provider to preselect (spec 000 §9): openai is the default; when it cannot answer here, the
 * first provider that can; openai again when none can (it then says which key to set).
 */
export function defaultProvider(providers: AiProviderList): AiProvider {
  const usable = providers.filter((provider) => provider.available);
  if (usable.some((provider) => provider.id === 'openai')) return 'openai';
  return usable[0]?.id ?? 'openai';
}

/**
 * The generated text with the suggested hashtags appended on a line of their own, skipping tags
 * the text already has and stopping at the first tag that would break the platforms' limit: the
 * generated text was fitted to it and must stay within it.
 */
export function appendHashtags(
  text: string,
  hashtags: readonly string[],
  platforms: readonly string[],
): string {
  const present = new Set((text.match(/#[\p{L}\p{N}_]+/gu) ?? []).map((tag) => tag.toLowerCase()));
  const tags: string[] = [];
  for (const raw of hashtags) {
    const tag = raw.startsWith('#') ? raw.trim() : `#${raw.trim()}`;
    if (tag === '#' || present.has(tag.toLowerCase())) continue;
    const candidate = `${text.trimEnd()}\n\n${[...tags, tag].join(' ')}`;
    if (!textLengthCheck(platforms, candidate).withinLimit) break;
    tags.push(tag);
    present.add(tag.toLowerCase());
  }
  return tags.length === 0 ? text : `${text.trimEnd()}\n\n${tags.join(' ')}`;
}
