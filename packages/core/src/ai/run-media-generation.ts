import { Readable } from 'node:stream';
import { aiGenerations, aiMediaGenerations, type AiMediaGenerationRow } from '@fanout/db/schema';
import { AI_PROVIDERS, AppError, isAppError, type AiProvider } from '@fanout/shared';
import { and, eq } from 'drizzle-orm';
import { nowOf, type CoreDeps } from '../deps';
import { uploadContent } from '../media/upload-content';
import { failMediaGeneration } from './fail-media-generation';
import { chooseMediaProvider } from './generate-content';
import type { GeneratedMedia } from './media-provider';

/** Spec 000 §8: the library's generation failure, used when the reason is not for users. */
const GENERIC_FAILURE = 'Failed to generate AI content';
const MESSAGE_MAX = 500;

/**
 * The `ai.generate-media` job: claims a queued generation, asks its provider, stores the file
 * through the content pipeline (typed by its bytes, thumbnailed) as the owner's library item, and
 * records the outcome. A failure is kept on the row and told to the owner as a notification with
 * the provider's reason. A generation already claimed is left alone: media is paid for, so a
 * redelivered job never generates twice.
 */
export async function runMediaGeneration(deps: CoreDeps, generationId: string): Promise<void> {
  const [generation] = await deps.db
    .update(aiMediaGenerations)
    .set({ status: 'running', startedAt: nowOf(deps) })
    .where(and(eq(aiMediaGenerations.id, generationId), eq(aiMediaGenerations.status, 'queued')))
    .returning();
  if (!generation) return;

  const started = performance.now();
  let media: GeneratedMedia | undefined;
  try {
    const provider = chooseMediaProvider(deps, generation.type, asProviderId(generation.provider));
    media = await provider.generate({ type: generation.type, prompt: generation.prompt });
    await record(deps, generation, media.model, started);
    const item = await uploadContent(
      deps,
      { userId: generation.userId },
      {
        stream: Readable.from([media.bytes]),
        fileName: `${fileStem(generation.title)}.${media.ext}`,
        declaredMime: media.mime,
        title: generation.title,
      },
    );
    await deps.db
      .update(aiMediaGenerations)
      .set({ status: 'succeeded', contentId: item.id, finishedAt: nowOf(deps) })
      .where(eq(aiMediaGenerations.id, generation.id));
    deps.logger.info(
      { generationId: generation.id, contentId: item.id, type: generation.type },
      'ai media generated',
    );
  } catch (error) {
    // A provider failure is recorded against the limit like any call that reached it.
    if (!media) await record(deps, generation, generation.provider, started, error);
    await fail(deps, generation, error);
  }
}

function asProviderId(id: string): AiProvider | undefined {
  return AI_PROVIDERS.find((provider) => provider === id);
}

/** A file name the upload pipeline accepts; the library shows the title itself. */
function fileStem(title: string): string {
  return (
    title
      .replace(/[^\p{L}\p{N} _-]+/gu, '')
      .trim()
      .slice(0, 80) || 'generated'
  );
}

async function fail(
  deps: CoreDeps,
  generation: AiMediaGenerationRow,
  error: unknown,
): Promise<void> {
  // AppErrors are written for users and never hold a key (provider-errors.ts); anything else could
  // quote a request, so it is logged by name only and the user gets the spec's sentence.
  const reason = isAppError(error) ? error.message.slice(0, MESSAGE_MAX) : GENERIC_FAILURE;
  deps.logger.warn(
    {
      generationId: generation.id,
      provider: generation.provider,
      errorClass: isAppError(error) ? error.code : error instanceof Error ? error.name : 'Error',
    },
    'ai media generation failed',
  );
  await failMediaGeneration(deps, generation, reason, 'running');
}

/** The cost record of the provider call (ADR 0025), kind = the media type. */
async function record(
  deps: CoreDeps,
  generation: AiMediaGenerationRow,
  model: string,
  started: number,
  error?: unknown,
): Promise<void> {
  try {
    await deps.db.insert(aiGenerations).values({
      userId: generation.userId,
      kind: generation.type,
      provider: generation.provider,
      model,
      inputTokens: null,
      outputTokens: null,
      attempts: 1,
      durationMs: Math.round(performance.now() - started),
      outcome: error === undefined ? 'succeeded' : 'failed',
      errorClass:
        error === undefined
          ? null
          : error instanceof AppError
            ? error.code
            : error instanceof Error
              ? error.name
              : 'Error',
      errorMessage: error instanceof AppError ? error.message.slice(0, MESSAGE_MAX) : null,
    });
  } catch (recordError) {
    deps.logger.error(
      { err: recordError, generationId: generation.id },
      'ai media generation not recorded',
    );
  }
}
