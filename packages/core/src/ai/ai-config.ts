/** AI provider settings from the environment (packages/runtime/src/config.ts). */
export interface AiConfig {
  openai: {
    /** Unset: the provider is unavailable. */
    apiKey?: string;
    /** An OpenAI-compatible server (a local model server); unset: api.openai.com. */
    baseUrl?: string;
    model: string;
    /** Library images (Images API); unset: gpt-image-1. */
    imageModel?: string;
    /** Library audio (text to speech); unset: gpt-4o-mini-tts. */
    speechModel?: string;
  };
  gemini: {
    apiKey?: string;
    /** A gateway in front of the Gemini API; unset: Google's endpoint. */
    baseUrl?: string;
    model: string;
    /** Library images (a Gemini image model, through generateContent); unset: gemini-2.5-flash-image. */
    imageModel?: string;
    /** Library video (Veo, a long-running operation); unset: veo-3.1-generate-preview. */
    videoModel?: string;
    /** How often a running video operation is asked whether it is done; unset: 10 s. */
    videoPollMs?: number;
    /** How long one video may take in all (start, polls, download); unset: 10 minutes. */
    videoMaxWaitMs?: number;
  };
  /** How long one text attempt may take before it is abandoned. */
  timeoutMs: number;
  /** How long one media request (an image, speech, one video call) may take; unset: 3 minutes. */
  mediaTimeoutMs?: number;
  /**
   * Retries of the SDKs themselves on connection errors, 429 and 5xx (default 0: the caller decides,
   * and a user waiting on the composer should get an answer rather than a minute of back-off).
   */
  sdkRetries?: number;
}
