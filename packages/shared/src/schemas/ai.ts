import { z } from 'zod';
import { PLATFORMS } from '../platforms';
import { AI_PROVIDERS } from '../posts/post-input';
import { safeText } from './text';

/**
 * The AI endpoints of spec 000 §7, shape only. The rules with the spec's messages (a blank topic,
 * no platform, 1 to 3 reference posts) are in @fanout/core/ai, so a missing field gets the spec's
 * sentence instead of a zod message.
 */

/** What the composer sends for an account whose platform it does not know (spec 000 §7). */
export const GENERAL_PLATFORM = 'general';
export const GENERATION_PLATFORMS = [...PLATFORMS, GENERAL_PLATFORM] as const;
export type GenerationPlatform = (typeof GENERATION_PLATFORMS)[number];

const platformNames = z
  .array(
    z.enum(GENERATION_PLATFORMS, {
      error: `platforms must be platform names (${GENERATION_PLATFORMS.join(', ')})`,
    }),
  )
  .max(GENERATION_PLATFORMS.length * 4, 'platforms lists too many names')
  .nullish()
  // The composer sends one name per selected account: the same platform may come several times.
  .transform((names) => [...new Set(names ?? [])]);

// The spec's composer always sends a provider; "openai" is its default (spec 000 §4).
const provider = z
  .enum(AI_PROVIDERS, { error: `provider must be one of ${AI_PROVIDERS.join(', ')}` })
  .default('openai');

export const TOPIC_MAX = 2000;

export const generateFromTopicInput = z.object({
  prompt: safeText()
    .max(TOPIC_MAX, `prompt must be at most ${TOPIC_MAX} characters`)
    .nullish()
    .transform((text) => text ?? ''),
  platforms: platformNames,
  provider,
});
export type GenerateFromTopicInput = z.infer<typeof generateFromTopicInput>;

export const generateFromStyleInput = z.object({
  // The count rule (1 to 3) has the spec's messages in core; this only bounds the payload.
  referencePostIds: z
    .array(z.uuid({ error: 'referencePostIds must list post ids' }))
    .max(20, 'referencePostIds can list at most 20 ids')
    .nullish()
    .transform((ids) => [...new Set(ids ?? [])]),
  platforms: platformNames,
  provider,
});
export type GenerateFromStyleInput = z.infer<typeof generateFromStyleInput>;

export const HASHTAG_CONTENT_MAX = 100_000;

export const generateHashtagsInput = z.object({
  content: safeText()
    .max(HASHTAG_CONTENT_MAX, `content must be at most ${HASHTAG_CONTENT_MAX} characters`)
    .nullish()
    .transform((text) => text ?? ''),
  /** Platform names joined by commas, as the composer sends them (spec 000 §7). */
  platform: safeText()
    .max(500, 'platform is too long')
    .nullish()
    .transform((text) => text ?? ''),
  provider,
});
export type GenerateHashtagsInput = z.infer<typeof generateHashtagsInput>;

export const generatedPostSchema = z.object({ title: z.string(), textContent: z.string() });
export type GeneratedPost = z.infer<typeof generatedPostSchema>;

export const generatedHashtagsSchema = z.object({ hashtags: z.array(z.string()) });
export type GeneratedHashtags = z.infer<typeof generatedHashtagsSchema>;

/** The composer's provider select: every provider of this installation, and whether it can answer. */
export const aiProviderListSchema = z.array(
  z.object({ id: z.enum(AI_PROVIDERS), label: z.string(), available: z.boolean() }),
);
export type AiProviderList = z.infer<typeof aiProviderListSchema>;

/** The tones of "Generate 3 variants" (the landing page's three voices; spec 000 §9). */
export const VARIANT_TONES = ['casual', 'witty', 'storytelling'] as const;
export type VariantTone = (typeof VARIANT_TONES)[number];
export const VARIANT_COUNT = 3;

/** Beyond the spec: three posts about a topic in one tone, to choose from. */
export const generateVariantsInput = generateFromTopicInput.extend({
  tone: z.enum(VARIANT_TONES, { error: `tone must be one of ${VARIANT_TONES.join(', ')}` }),
});
export type GenerateVariantsInput = z.infer<typeof generateVariantsInput>;

export const generatedVariantsSchema = z.object({ variants: z.array(generatedPostSchema) });

/** "Adapt for each network" (ADR 0086): the shared text, and the networks to write it for. */
export const adaptToNetworksInput = z.object({
  textContent: safeText()
    .max(HASHTAG_CONTENT_MAX, `textContent must be at most ${HASHTAG_CONTENT_MAX} characters`)
    .nullish()
    .transform((text) => text ?? ''),
  platforms: platformNames,
  provider,
});
export type AdaptToNetworksInput = z.infer<typeof adaptToNetworksInput>;

/** One text per network asked for, each within that network's limit. */
export const networkAdaptationsSchema = z.object({
  adaptations: z.array(z.object({ platform: z.enum(PLATFORMS), textContent: z.string() })),
});
export type NetworkAdaptations = z.infer<typeof networkAdaptationsSchema>;
export type GeneratedVariants = z.infer<typeof generatedVariantsSchema>;

/** Library generation types (spec 000 §9): image and video, and audio from a voice provider. */
export const AI_MEDIA_TYPES = ['image', 'video', 'audio'] as const;
export type AiMediaType = (typeof AI_MEDIA_TYPES)[number];
export const AI_MEDIA_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type AiMediaStatus = (typeof AI_MEDIA_STATUSES)[number];

/**
 * What the library form can ask for on this installation: per type, whether a provider makes it
 * (and which one, by label), else why not (the same sentence POST /api/ai/generate-content answers).
 */
export const aiMediaTypeListSchema = z.array(
  z.object({
    type: z.enum(AI_MEDIA_TYPES),
    available: z.boolean(),
    provider: z.string().nullable(),
    reason: z.string().nullable(),
  }),
);
export type AiMediaTypeList = z.infer<typeof aiMediaTypeListSchema>;

export const MEDIA_TITLE_MAX = 200;
export const MEDIA_PROMPT_MAX = 4000;

/**
 * POST /api/ai/generate-content (spec 000 §7) as the server reads it. Shape only: "required" has the spec's messages in
 * core. `provider` is beyond the spec (it names none): unset, the server picks the provider that
 * makes the type.
 */
export const generateContentRequest = z.object({
  title: safeText()
    .max(MEDIA_TITLE_MAX, `title must be at most ${MEDIA_TITLE_MAX} characters`)
    .nullish()
    .transform((text) => text ?? ''),
  type: safeText()
    .nullish()
    .transform((text) => text ?? ''),
  prompt: safeText()
    .max(MEDIA_PROMPT_MAX, `prompt must be at most ${MEDIA_PROMPT_MAX} characters`)
    .nullish()
    .transform((text) => text ?? ''),
  provider: z
    .enum(AI_PROVIDERS, { error: `provider must be one of ${AI_PROVIDERS.join(', ')}` })
    .optional(),
});
export type GenerateContentRequest = z.infer<typeof generateContentRequest>;

export const generateContentAcceptedSchema = z.object({
  id: z.uuid(),
  status: z.enum(AI_MEDIA_STATUSES),
});

/** One library generation as its owner sees it while it runs and after. */
export const aiMediaGenerationSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  type: z.enum(AI_MEDIA_TYPES),
  prompt: z.string(),
  provider: z.string(),
  status: z.enum(AI_MEDIA_STATUSES),
  /** The library item once succeeded (null if it was deleted since). */
  contentId: z.uuid().nullable(),
  /** Why it failed, from the provider; never a key. */
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type AiMediaGeneration = z.infer<typeof aiMediaGenerationSchema>;
export const aiMediaGenerationListSchema = z.array(aiMediaGenerationSchema);
