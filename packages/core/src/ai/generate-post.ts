import {
  AppError,
  isBlank,
  textLengthCheck,
  type AiProvider,
  type GeneratedPost,
} from '@fanout/shared';
import { z } from 'zod';
import type { Actor, ServiceOptions } from '../access';
import type { CoreDeps } from '../deps';
import { findOwnedPost } from '../posts/find-owned-post';
import { chooseTextProvider } from './choose-provider';
import { trimToPlatforms } from './fit-text';
import { requirePlatforms, requireReferenceCount, requireTopic } from './generation-rules';
import { postSystemPrompt, shorterInstruction, stylePrompt, topicPrompt } from './post-prompts';
import { recordGeneration, type RecordingDeps } from './record-generation';
import type { TextProvider } from './text-provider';
import { callsUsage } from './calls-usage';

const TITLE_MAX = 80;

/** The providers, and what recording a generation and enforcing the hourly limit need. */
export type GenerationDeps = Pick<CoreDeps, 'textProviders' | 'logger'> & RecordingDeps;

/** What the provider must answer; lengths are checked by us afterwards, not by the schema. */
export const postAnswerSchema = z.object({ title: z.string(), textContent: z.string().min(1) });

export interface GenerateOptions {
  /** The caller going away (the page closed): the provider call is abandoned. */
  signal?: AbortSignal;
}

/** A post about the caller's topic, fitting the smallest limit among `platforms` (spec 000 §7). */
export async function generateFromTopic(
  deps: GenerationDeps,
  {
    actor,
    input,
    ...options
  }: ServiceOptions<{ prompt: string; platforms: readonly string[]; provider: AiProvider }> &
    GenerateOptions,
): Promise<GeneratedPost> {
  requirePlatforms(input.platforms);
  requireTopic(input.prompt);
  const topic = input.prompt.trim();
  const chosen = chooseTextProvider(deps, input.provider);
  return recordGeneration(deps, actor, { kind: 'topic', provider: chosen }, (provider) =>
    generatePost(deps, actor, {
      mode: 'ai_topic',
      provider,
      platforms: input.platforms,
      prompt: topicPrompt(topic),
      subject: topic,
      signal: options.signal,
    }),
  );
}

/**
 * A new post in the style of 1 to 3 of the caller's own posts. Another user's post is "not found",
 * as everywhere else: its text never reaches a prompt.
 */
export async function generateFromStyle(
  deps: CoreDeps,
  {
    actor,
    input,
    ...options
  }: ServiceOptions<{
    referencePostIds: readonly string[];
    platforms: readonly string[];
    provider: AiProvider;
  }> &
    GenerateOptions,
): Promise<GeneratedPost> {
  requirePlatforms(input.platforms);
  requireReferenceCount(input.referencePostIds);
  const chosen = chooseTextProvider(deps, input.provider);
  const references: { title: string; textContent: string }[] = [];
  for (const id of input.referencePostIds) {
    const { post } = await findOwnedPost(deps, actor, id);
    references.push({ title: post.title ?? '', textContent: post.textContent });
  }
  return recordGeneration(deps, actor, { kind: 'style', provider: chosen }, (provider) =>
    generatePost(deps, actor, {
      mode: 'ai_style_emulation',
      provider,
      platforms: input.platforms,
      prompt: stylePrompt(references),
      subject: `the style of ${references[0]?.title || 'your posts'}`,
      signal: options.signal,
    }),
  );
}

interface PostRequest {
  mode: 'ai_topic' | 'ai_style_emulation';
  provider: TextProvider;
  platforms: readonly string[];
  prompt: string;
  subject: string;
  signal: AbortSignal | undefined;
}

/**
 * Generates, measures with the platforms' own counters, asks once more with a firmer limit when too
 * long, and trims at a sentence boundary if the second answer is still too long: a generated post
 * never exceeds the limit, whatever the model does.
 */
async function generatePost(
  deps: GenerationDeps,
  actor: Actor,
  request: PostRequest,
): Promise<GeneratedPost> {
  const started = Date.now();
  const system = postSystemPrompt(request.platforms);
  const ask = (prompt: string) =>
    request.provider.generateStructured({
      system,
      prompt,
      schema: postAnswerSchema,
      schemaName: 'post',
      subject: request.subject,
      signal: request.signal,
    });

  let result = await ask(request.prompt);
  const calls = [result];
  const first = textLengthCheck(request.platforms, result.value.textContent.trim());
  if (!first.withinLimit) {
    result = await ask(request.prompt + shorterInstruction(first.limit, first.worst.length));
    calls.push(result);
  }
  const textContent = trimToPlatforms(request.platforms, result.value.textContent);
  if (isBlank(textContent)) {
    throw new AppError(
      'BAD_GATEWAY',
      `${request.provider.label} gave an empty post: try again or choose another provider`,
    );
  }

  // Who asked, what it cost and how it went; never the prompt or the text (they are the user's).
  deps.logger.info(
    {
      userId: actor.userId,
      mode: request.mode,
      provider: request.provider.id,
      model: result.model,
      trimmed: textContent !== result.value.textContent.trim(),
      ...callsUsage(calls),
      durationMs: Date.now() - started,
    },
    'ai post generated',
  );
  return { title: cleanTitle(result.value.title, textContent), textContent };
}

/** One line of at most 80 characters; the text's first words when the model gave no title. */
export function cleanTitle(title: string, textContent: string): string {
  const line = (isBlank(title) ? textContent : title).replace(/\s+/g, ' ').trim();
  const chars = [...line];
  if (chars.length <= TITLE_MAX) return line;
  const cut = chars.slice(0, TITLE_MAX - 1).join('');
  return `${cut.replace(/\s+\S*$/, '') || cut}…`;
}
