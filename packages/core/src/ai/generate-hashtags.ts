import { GENERAL_PLATFORM, type AiProvider, type GeneratedHashtags } from '@fanout/shared';
import { z } from 'zod';
import type { ServiceOptions } from '../access';
import { chooseTextProvider } from './choose-provider';
import { requireContent } from './generation-rules';
import type { GenerateOptions, GenerationDeps } from './generate-post';
import { hashtagAdvice, maxHashtagsFor, platformNames } from './platform-habits';
import { recordGeneration } from './record-generation';
import type { TextProvider } from './text-provider';

const hashtagAnswerSchema = z.object({ hashtags: z.array(z.string()) });

/**
 * Hashtags for a post's text, as many as the strictest selected platform's habit allows. `platform`
 * is the composer's comma-joined list of platform names (spec 000 §7).
 */
export async function generateHashtags(
  deps: GenerationDeps,
  {
    actor,
    input,
    ...options
  }: ServiceOptions<{ content: string; platform: string; provider: AiProvider }> & GenerateOptions,
): Promise<GeneratedHashtags> {
  requireContent(input.content);
  const chosen = chooseTextProvider(deps, input.provider);
  const platforms = [
    ...new Set(
      input.platform
        .split(',')
        .map((name) => name.trim().toLowerCase())
        .filter((name) => name !== ''),
    ),
  ];
  const names = platforms.length > 0 ? platforms : [GENERAL_PLATFORM];
  const max = maxHashtagsFor(names);
  const ask = (provider: TextProvider) =>
    provider.generateStructured({
      system: [
        `You suggest hashtags for a post on ${platformNames(names)}.`,
        'Hashtag habits of the platforms:',
        hashtagAdvice(names),
        `Suggest at most ${max}, specific to what the post says; never a hashtag about something it does not mention.`,
        'Each is one word or CamelCase words, starting with #, without spaces or punctuation.',
        'Answer with "hashtags", the list.',
      ].join('\n'),
      prompt: `The post:\n${input.content.trim()}`,
      schema: hashtagAnswerSchema,
      schemaName: 'hashtags',
      subject: input.content.trim(),
      signal: options.signal,
    });
  const result = await recordGeneration(deps, actor, { kind: 'hashtags', provider: chosen }, ask);
  const hashtags = normaliseHashtags(result.value.hashtags).slice(0, max);
  deps.logger.info(
    {
      userId: actor.userId,
      provider: chosen.id,
      model: result.model,
      inputTokens: result.usage.inputTokens,
      outputTokens: result.usage.outputTokens,
      count: hashtags.length,
    },
    'ai hashtags generated',
  );
  return { hashtags };
}

/**
 * "#Bees", whatever the model wrote ("bees", "# Bees", "#bee keeping"): letters, digits and
 * underscores only, as the platforms link them; duplicates (case-insensitive) and empties dropped.
 */
export function normaliseHashtags(raw: readonly string[]): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const entry of raw) {
    const body = entry.replace(/[^\p{L}\p{N}\p{M}_]/gu, '');
    if (body === '' || /^\p{N}+$/u.test(body)) continue;
    const key = body.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    tags.push(`#${body}`);
  }
  return tags;
}
