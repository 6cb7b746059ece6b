import type { AiMediaType, AiProvider } from '@fanout/shared';
import type { AiConfig } from './ai-config';

export interface MediaRequest {
  type: AiMediaType;
  prompt: string;
  signal?: AbortSignal;
}

/** A generated file, still in memory: the content pipeline types it by its bytes and stores it. */
export interface GeneratedMedia {
  bytes: Buffer;
  /** What the provider says it is; the pipeline checks it against the bytes. */
  mime: string;
  ext: string;
  /** The model that answered, for the generation record. */
  model: string;
}

/**
 * A source of generated library media (spec 000 §9: one image/video provider, one voice provider).
 * Failures are AppErrors written for users that never hold a key, as with text providers.
 */
export interface MediaProvider {
  id: AiProvider;
  label: string;
  /** The types it can make on this installation (its key set, its models known). */
  types: readonly AiMediaType[];
  generate(request: MediaRequest): Promise<GeneratedMedia>;
}

/** Images and speech take longer than text, and a background job can wait (AI_MEDIA_TIMEOUT_SECONDS). */
export const DEFAULT_MEDIA_TIMEOUT_MS = 180_000;

export function mediaTimeoutOf(config: Pick<AiConfig, 'mediaTimeoutMs'>): number {
  return config.mediaTimeoutMs ?? DEFAULT_MEDIA_TIMEOUT_MS;
}
