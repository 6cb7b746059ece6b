export type { AiConfig } from './ai-config';
export { createTextProviders, type TextProviders } from './create-text-providers';
export { createGeminiProvider } from './gemini-provider';
export { createOpenAiProvider } from './openai-provider';
export type {
  StructuredRequest,
  StructuredResult,
  TextProvider,
  TextProviderId,
  TokenUsage,
} from './text-provider';
