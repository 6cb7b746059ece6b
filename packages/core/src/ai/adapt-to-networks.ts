import {
  AppError,
  PLEASE_ENTER_CONTENT,
  countTextFor,
  effectiveTextLimit,
  isBlank,
  isPlatform,
  type AdaptToNetworksInput,
  type NetworkAdaptations,
  type Platform,
} from '@fanout/shared';
import { z } from 'zod';
import type { Actor, ServiceOptions } from '../access';
import { chooseTextProvider } from './choose-provider';
import { trimToPlatforms } from './fit-text';
import type { GenerateOptions, GenerationDeps } from './generate-post';
import { requirePlatforms } from './generation-rules';
import { adaptPrompt, adaptSystemPrompt, shorterInstruction } from './post-prompts';
import { recordGeneration } from './record-generation';
import type { TextProvider } from './text-provider';
import { callsUsage } from './calls-usage';

/**
 * "Adapt for each network" (ADR 0086): the composer's shared text rewritten once per selected
 * network, in one structured call, each within its own limit and in its own way (a hook on X,
 * paragraphs on LinkedIn, hashtags where the network uses them). Texts still too long are asked
 * for once more with a firmer limit, then trimmed at a sentence, so none exceeds its network's
 * limit. The composer offers each as that network's accounts' variants, to accept or edit.
 */
export async function adaptToNetworks(
  deps: GenerationDeps,
  { actor, input, ...options }: ServiceOptions<AdaptToNetworksInput> & GenerateOptions,
): Promise<NetworkAdaptations> {
  requirePlatforms(input.platforms);
  if (isBlank(input.textContent)) throw new AppError('BAD_REQUEST', PLEASE_ENTER_CONTENT);
  const networks = input.platforms.filter(isPlatform);
  if (networks.length === 0) {
    throw new AppError('BAD_REQUEST', 'Choose the networks to adapt the post for');
  }
  const chosen = chooseTextProvider(deps, input.provider);
  // Recorded and limited as one topic generation: one request, however many networks it covers.
  return recordGeneration(deps, actor, { kind: 'topic', provider: chosen }, (provider) =>
    adapt(deps, actor, provider, { text: input.textContent.trim(), networks }, options),
  );
}

async function adapt(
  deps: GenerationDeps,
  actor: Actor,
  provider: TextProvider,
  input: { text: string; networks: Platform[] },
  options: GenerateOptions,
): Promise<NetworkAdaptations> {
  const { networks } = input;
  const started = Date.now();
  const ask = (prompt: string, asked: readonly Platform[]) =>
    provider.generateStructured({
      system: adaptSystemPrompt(asked),
      prompt,
      // One field per network, named by its key.
      schema: z.object(Object.fromEntries(asked.map((platform) => [platform, z.string().min(1)]))),
      schemaName: 'network_adaptations',
      subject: input.text.split('\n')[0] ?? '',
      signal: options.signal,
    });

  const first = await ask(adaptPrompt(input.text), networks);
  const texts = new Map(networks.map((platform) => [platform, String(first.value[platform])]));
  const calls = [first];
  const tooLong = networks.filter(
    (platform) =>
      countTextFor(platform, texts.get(platform) ?? '') > effectiveTextLimit([platform]),
  );
  const [worst] = tooLong;
  if (worst) {
    const limit = effectiveTextLimit([worst]);
    const length = countTextFor(worst, texts.get(worst) ?? '');
    const again = await ask(adaptPrompt(input.text) + shorterInstruction(limit, length), tooLong);
    calls.push(again);
    for (const platform of tooLong) texts.set(platform, String(again.value[platform]));
  }

  const adaptations = networks.map((platform) => ({
    platform,
    textContent: trimToPlatforms([platform], texts.get(platform) ?? ''),
  }));
  if (adaptations.some((adaptation) => isBlank(adaptation.textContent))) {
    throw new AppError(
      'BAD_GATEWAY',
      `${provider.label} gave an empty text: try again or choose another provider`,
    );
  }
  // Who, what it cost, how it went; never the text.
  deps.logger.info(
    {
      userId: actor.userId,
      mode: 'adapt_to_networks',
      networks: networks.length,
      provider: provider.id,
      model: first.model,
      ...callsUsage(calls),
      durationMs: Date.now() - started,
    },
    'ai network adaptations generated',
  );
  return { adaptations };
}
