import type { AiConfig } from './ai-config';
import { createGeminiProvider } from './gemini-provider';
import { createOpenAiProvider } from './openai-provider';
import type { TextProvider } from './text-provider';

/** The text providers of this installation; OpenAI first, as the default the spec names. */
export interface TextProviders {
  openai: TextProvider;
  gemini: TextProvider;
}

export function createTextProviders(config: AiConfig): TextProviders {
  return { openai: createOpenAiProvider(config), gemini: createGeminiProvider(config) };
}
