import type { AiConfig } from './ai-config';
import type { MediaProvider } from './media-provider';
import { createOpenAiMediaProvider } from './openai-media-provider';
import { createSandboxMediaProvider } from './sandbox-media-provider';

/**
 * The media providers of this installation; only those that can answer are built. Gemini
 * (Imagen, Veo) is not wired yet, so video is made only by the sandbox (ADR 0026).
 */
export interface MediaProviders {
  openai?: MediaProvider;
  gemini?: MediaProvider;
  sandbox?: MediaProvider;
}

export function createMediaProviders(
  config: AiConfig,
  options: { sandbox?: boolean; tmpDir?: string } = {},
): MediaProviders {
  const openai = createOpenAiMediaProvider(config);
  return {
    ...(openai ? { openai } : {}),
    ...(options.sandbox ? { sandbox: createSandboxMediaProvider({ tmpDir: options.tmpDir }) } : {}),
  };
}
