import { aiMediaGenerations, type AiMediaGenerationRow } from '@fanout/db/schema';
import { generateMediaJob } from '@fanout/jobs';
import {
  AI_MEDIA_TYPES,
  AppError,
  type AiMediaGeneration,
  type AiMediaType,
  type AiProvider,
  type GenerateContentRequest,
} from '@fanout/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { ServiceOptions } from '../access';
import type { CoreDeps } from '../deps';
import { checkGenerationLimit } from './generation-limit';
import type { MediaProvider } from './media-provider';

export const GENERATION_NOT_FOUND_MESSAGE = 'Generation not found';
/** Spec 000 §5: the library form's description rule. */
export const DESCRIPTION_REQUIRED_MESSAGE = 'Please describe the content you want to generate';
const RECENT_LIMIT = 20;

/** Who makes each type when the caller names no provider: a real one first, the sandbox last. */
const PREFERENCE: Record<AiMediaType, readonly AiProvider[]> = {
  image: ['openai', 'gemini', 'sandbox'],
  video: ['gemini', 'sandbox'],
  audio: ['openai', 'sandbox'],
};

/** What the type needs, for the "not configured" message. */
const NEEDS: Record<AiMediaType, string> = {
  image: 'set OPENAI_API_KEY or GEMINI_API_KEY',
  video: 'set GEMINI_API_KEY',
  audio: 'set OPENAI_API_KEY',
};

/**
 * Accepts a library generation (spec 000 §7 POST /api/ai/generate-content): checked with the
 * spec's rules, counted against the hourly limit, recorded as queued and handed to the job registry.
 * The caller polls `listMediaGenerations` for its progress.
 */
export async function requestMediaGeneration(
  deps: CoreDeps,
  { actor, input }: ServiceOptions<GenerateContentRequest>,
): Promise<{ id: string; status: AiMediaGeneration['status'] }> {
  const title = input.title.trim();
  if (title === '') throw new AppError('BAD_REQUEST', 'Title is required');
  if (input.type === '') throw new AppError('BAD_REQUEST', 'Type is required');
  if (!isMediaType(input.type)) {
    throw new AppError('BAD_REQUEST', `type must be one of ${AI_MEDIA_TYPES.join(', ')}`);
  }
  const prompt = input.prompt.trim();
  if (prompt === '') throw new AppError('BAD_REQUEST', DESCRIPTION_REQUIRED_MESSAGE);
  const provider = chooseMediaProvider(deps, input.type, input.provider);
  const type = input.type;

  // Check and insert under a per-user lock: requests arriving together are counted one by one, each
  // seeing the queued rows of those before it, so a burst cannot pass the limit together.
  const row = await deps.db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtextextended(${`ai-limit:${actor.userId}`}, 0))`,
    );
    await checkGenerationLimit({ ...deps, db: tx }, actor);
    const [inserted] = await tx
      .insert(aiMediaGenerations)
      .values({ userId: actor.userId, title, type, prompt, provider: provider.id })
      .returning({ id: aiMediaGenerations.id, status: aiMediaGenerations.status });
    return inserted;
  });
  if (!row) throw new AppError('INTERNAL', 'The generation could not be recorded');
  // Enqueued after the commit, so the job finds its row. Should this fail, the row stays queued
  // without a job and the stuck-generation sweep fails it and tells the user.
  await deps.jobs.enqueue(generateMediaJob, { generationId: row.id }, { jobId: row.id });
  return row;
}

function isMediaType(type: string): type is AiMediaType {
  return (AI_MEDIA_TYPES as readonly string[]).includes(type);
}

/** The named provider if it makes the type here, else the first of the type's preference. */
export function chooseMediaProvider(
  deps: Pick<CoreDeps, 'mediaProviders'>,
  type: AiMediaType,
  id: AiProvider | undefined,
): MediaProvider {
  const providers = deps.mediaProviders ?? {};
  if (id) {
    const named = providers[id];
    if (named?.types.includes(type)) return named;
    if (id === 'sandbox' && !named) {
      throw new AppError(
        'BAD_REQUEST',
        'The Sandbox AI provider answers only when PLATFORM_MODE=sandbox: choose another provider',
      );
    }
    throw new AppError('BAD_REQUEST', `AI provider ${id} cannot generate ${type} on this server`);
  }
  for (const candidate of PREFERENCE[type]) {
    const provider = providers[candidate];
    if (provider?.types.includes(type)) return provider;
  }
  throw new AppError('BAD_REQUEST', `AI provider not configured for ${type}: ${NEEDS[type]}`);
}

/** The caller's most recent library generations, newest first: what the page polls. */
export async function listMediaGenerations(
  deps: Pick<CoreDeps, 'db'>,
  { actor }: ServiceOptions,
): Promise<AiMediaGeneration[]> {
  const rows = await deps.db
    .select()
    .from(aiMediaGenerations)
    .where(eq(aiMediaGenerations.userId, actor.userId))
    .orderBy(desc(aiMediaGenerations.createdAt))
    .limit(RECENT_LIMIT);
  return rows.map(toMediaGeneration);
}

/** One of the caller's generations; another user's id is not found, as if it did not exist. */
export async function getMediaGeneration(
  deps: Pick<CoreDeps, 'db'>,
  { actor, input }: ServiceOptions<{ id: string }>,
): Promise<AiMediaGeneration> {
  const { id } = input;
  const [row] = await deps.db
    .select()
    .from(aiMediaGenerations)
    .where(and(eq(aiMediaGenerations.id, id), eq(aiMediaGenerations.userId, actor.userId)));
  if (!row) throw new AppError('NOT_FOUND', GENERATION_NOT_FOUND_MESSAGE);
  return toMediaGeneration(row);
}

function toMediaGeneration(row: AiMediaGenerationRow): AiMediaGeneration {
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    prompt: row.prompt,
    provider: row.provider,
    status: row.status,
    contentId: row.contentId,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}
