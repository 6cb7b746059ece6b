import {
  AppError,
  VARIANT_COUNT,
  isBlank,
  textLengthCheck,
  type AiProvider,
  type GeneratedVariants,
  type VariantTone,
} from '@fanout/shared';
import { z } from 'zod';
import type { Actor, ServiceOptions } from '../access';
import { chooseTextProvider } from './choose-provider';
import { trimToPlatforms } from './fit-text';
import {
  cleanTitle,
  postAnswerSchema,
  type GenerateOptions,
  type GenerationDeps,
} from './generate-post';
import { requirePlatforms, requireTopic } from './generation-rules';
import { postSystemPrompt, shorterInstruction, variantsPrompt } from './post-prompts';
import { recordGeneration } from './record-generation';
import type { TextProvider } from './text-provider';
import { callsUsage } from './calls-usage';

const variantsAnswerSchema = z.object({
  variants: z.array(postAnswerSchema).length(VARIANT_COUNT),
});

/**
 * Beyond the spec: three posts about a topic in one tone, in one structured call.
 * Each variant gets the same length fitting as a single post: when any is too long the whole set is
 * asked for once more with a firmer limit, and whatever is still too long is trimmed at a sentence
 * boundary, so no variant ever exceeds the selected platforms' limit.
 */
export async function generateVariants(
  deps: GenerationDeps,
  {
    actor,
    input,
    ...options
  }: ServiceOptions<{
    prompt: string;
    platforms: readonly string[];
    provider: AiProvider;
    tone: VariantTone;
  }> &
    GenerateOptions,
): Promise<GeneratedVariants> {
  requirePlatforms(input.platforms);
  requireTopic(input.prompt);
  const chosen = chooseTextProvider(deps, input.provider);
  // Recorded and limited as a topic generation: one request, however many variants it asks for.
  return recordGeneration(deps, actor, { kind: 'topic', provider: chosen }, (provider) =>
    variantsFrom(deps, actor, provider, input, options),
  );
}

async function variantsFrom(
  deps: GenerationDeps,
  actor: Actor,
  provider: TextProvider,
  input: { prompt: string; platforms: readonly string[]; tone: VariantTone },
  options: GenerateOptions,
): Promise<GeneratedVariants> {
  const topic = input.prompt.trim();
  const started = Date.now();
  const ask = (prompt: string) =>
    provider.generateStructured({
      system: postSystemPrompt(input.platforms),
      prompt,
      schema: variantsAnswerSchema,
      schemaName: 'post_variants',
      subject: `${topic} (${input.tone})`,
      signal: options.signal,
    });

  const prompt = variantsPrompt(topic, input.tone, VARIANT_COUNT);
  let result = await ask(prompt);
  const calls = [result];
  const longest = result.value.variants
    .map((variant) => textLengthCheck(input.platforms, variant.textContent.trim()))
    .find((check) => !check.withinLimit);
  if (longest) {
    result = await ask(prompt + shorterInstruction(longest.limit, longest.worst.length));
    calls.push(result);
  }

  const variants = result.value.variants.map((variant) => {
    const textContent = trimToPlatforms(input.platforms, variant.textContent);
    return { title: cleanTitle(variant.title, textContent), textContent };
  });
  if (variants.some((variant) => isBlank(variant.textContent))) {
    throw new AppError(
      'BAD_GATEWAY',
      `${provider.label} gave an empty post: try again or choose another provider`,
    );
  }

  // As for single posts: who, what it cost, how it went; never the topic or the text.
  deps.logger.info(
    {
      userId: actor.userId,
      mode: 'ai_topic_variants',
      tone: input.tone,
      provider: provider.id,
      model: result.model,
      ...callsUsage(calls),
      durationMs: Date.now() - started,
    },
    'ai post variants generated',
  );
  return { variants };
}
