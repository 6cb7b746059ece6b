import type { AiConfig } from './ai-config';
import { createGeminiMediaProvider } from './gemini-media-provider';
import type { MediaProvider } from './media-provider';
import { createOpenAiMediaProvider } from './openai-media-provider';
import { createSandboxMediaProvider } from './sandbox-media-provider';

/**
 * The media providers of this installation; only those that can answer are built: OpenAI and
 * Gemini with their keys, the sandbox where PLATFORM_MODE=sandbox (ADR 0026).
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
  const gemini = createGeminiMediaProvider(config);
  return {
    ...(openai ? { openai } : {}),
    ...(gemini ? { gemini } : {}),
    ...(options.sandbox ? { sandbox: createSandboxMediaProvider({ tmpDir: options.tmpDir }) } : {}),
  };
}
