import type { AiConfig } from './ai-config';
import { createGeminiProvider } from './gemini-provider';
import { createOpenAiProvider } from './openai-provider';
import { createSandboxProvider } from './sandbox-provider';
import type { TextProvider } from './text-provider';

/** The text providers of this installation; OpenAI first, as the default the spec names. */
export interface TextProviders {
  openai: TextProvider;
  gemini: TextProvider;
  /** Canned answers; present only where the platforms are the built-in sandbox. */
  sandbox?: TextProvider;
}

export function createTextProviders(
  config: AiConfig,
  options: { sandbox?: boolean } = {},
): TextProviders {
  return {
    openai: createOpenAiProvider(config),
    gemini: createGeminiProvider(config),
    ...(options.sandbox ? { sandbox: createSandboxProvider() } : {}),
  };
}
