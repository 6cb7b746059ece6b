export type { AiConfig } from './ai-config';
export { chooseTextProvider, listTextProviders } from './choose-provider';
export { createTextProviders, type TextProviders } from './create-text-providers';
export { createGeminiProvider } from './gemini-provider';
export { adaptToNetworks } from './adapt-to-networks';
export { generateHashtags } from './generate-hashtags';
export { generateFromStyle, generateFromTopic, type GenerateOptions } from './generate-post';
export { generateVariants } from './generate-variants';
export { createOpenAiProvider } from './openai-provider';
export { createSandboxProvider } from './sandbox-provider';
export type {
  StructuredRequest,
  StructuredResult,
  TextProvider,
  TokenUsage,
} from './text-provider';
export { createMediaProviders, type MediaProviders } from './create-media-providers';
export {
  chooseMediaProvider,
  getMediaGeneration,
  listMediaGenerations,
  requestMediaGeneration,
} from './generate-content';
export { listMediaTypes } from './list-media-types';
export type { GeneratedMedia, MediaProvider, MediaRequest } from './media-provider';
export { createGeminiMediaProvider } from './gemini-media-provider';
export { createOpenAiMediaProvider } from './openai-media-provider';
export { registerAiJobs } from './register-ai-jobs';
export { createSandboxMediaProvider } from './sandbox-media-provider';
export {
  startStuckGenerationSweeper,
  STUCK_GENERATION_MESSAGE,
  sweepStuckMediaGenerations,
} from './sweep-stuck-generations';
