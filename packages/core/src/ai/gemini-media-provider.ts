import { setTimeout as sleep } from 'node:timers/promises';
import {
  Modality,
  type GenerateContentResponse,
  type GenerateVideosOperation,
  type GoogleGenAI,
  type Video,
} from '@google/genai';
import { AppError } from '@fanout/shared';
import type { AiConfig } from './ai-config';
import { callWithTimeout, formatDuration, type TimedProvider } from './call-with-timeout';
import {
  createGeminiClient,
  describeGeminiError,
  GEMINI,
  GEMINI_API_ORIGIN,
} from './gemini-client';
import { mediaTimeoutOf, type GeneratedMedia, type MediaProvider } from './media-provider';
import { providerHttpError } from './provider-errors';

/** Imagen is shut down on the Gemini API; Gemini's image models answer through generateContent. */
export const DEFAULT_GEMINI_IMAGE_MODEL = 'gemini-2.5-flash-image';
export const DEFAULT_GEMINI_VIDEO_MODEL = 'veo-3.1-generate-preview';
export const DEFAULT_VIDEO_POLL_MS = 10_000;
/** A Veo video takes one to a few minutes; ten is generous and stays under the stuck sweep's 15. */
export const DEFAULT_VIDEO_MAX_WAIT_MS = 600_000;
/** A download answered by a redirect is followed this many times at most. */
const MAX_REDIRECTS = 3;

const CALL: TimedProvider = { label: GEMINI.label, describeError: describeGeminiError };

const IMAGE_EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/**
 * Library media through the Gemini API (@google/genai): images from a Gemini image model
 * (generateContent answering an inline image) and video from Veo (a long-running operation polled
 * until done, within a bounded wait, then downloaded). Without a key it is not built at all.
 */
export function createGeminiMediaProvider(config: AiConfig): MediaProvider | undefined {
  const client = createGeminiClient(config);
  if (!client) return undefined;
  const settings: VideoSettings = {
    model: config.gemini.videoModel ?? DEFAULT_GEMINI_VIDEO_MODEL,
    pollMs: config.gemini.videoPollMs ?? DEFAULT_VIDEO_POLL_MS,
    maxWaitMs: config.gemini.videoMaxWaitMs ?? DEFAULT_VIDEO_MAX_WAIT_MS,
    requestTimeoutMs: mediaTimeoutOf(config),
    apiKey: config.gemini.apiKey ?? '',
    apiOrigins: new Set([
      GEMINI_API_ORIGIN,
      ...(config.gemini.baseUrl ? [new URL(config.gemini.baseUrl).origin] : []),
    ]),
  };
  const imageModel = config.gemini.imageModel ?? DEFAULT_GEMINI_IMAGE_MODEL;

  return {
    id: 'gemini',
    label: GEMINI.label,
    types: ['image', 'video'],
    async generate(request) {
      if (request.type === 'image') {
        const response = await callWithTimeout(
          CALL,
          request.signal,
          settings.requestTimeoutMs,
          (signal) =>
            client.models.generateContent({
              model: imageModel,
              contents: request.prompt,
              config: { responseModalities: [Modality.IMAGE], abortSignal: signal },
            }),
        );
        return imageOf(response, imageModel);
      }
      if (request.type === 'video') {
        return generateVideo(client, settings, request.prompt, request.signal);
      }
      throw new AppError('BAD_REQUEST', 'Gemini does not generate audio here');
    },
  };
}

/** The first inline image of the answer; a blocked or empty answer says why, by Gemini's code. */
function imageOf(response: GenerateContentResponse, model: string): GeneratedMedia {
  const candidate = response.candidates?.[0];
  for (const part of candidate?.content?.parts ?? []) {
    const { data, mimeType } = part.inlineData ?? {};
    if (data && mimeType?.startsWith('image/')) {
      return {
        bytes: Buffer.from(data, 'base64'),
        mime: mimeType,
        ext: IMAGE_EXTENSIONS[mimeType] ?? 'png',
        model: response.modelVersion ?? model,
      };
    }
  }
  const reason = response.promptFeedback?.blockReason ?? candidate?.finishReason;
  throw new AppError(
    'BAD_GATEWAY',
    reason && reason !== 'STOP'
      ? `Gemini answered without an image (${reason}): its safety filters may have blocked the description; try another`
      : 'Gemini answered without an image: try again or describe it differently',
  );
}

interface VideoSettings {
  model: string;
  pollMs: number;
  maxWaitMs: number;
  /** Each request of the video (start, one poll, the download). */
  requestTimeoutMs: number;
  apiKey: string;
  /** Where the key may be sent to download the video: Google's API and the configured gateway. */
  apiOrigins: ReadonlySet<string>;
}

/**
 * Starts a Veo operation, polls it until done, and downloads its video, all within `maxWaitMs`.
 * A video that is not done by then is abandoned with a clear error (Google may still finish it).
 */
async function generateVideo(
  client: GoogleGenAI,
  settings: VideoSettings,
  prompt: string,
  callerSignal: AbortSignal | undefined,
): Promise<GeneratedMedia> {
  const deadline = AbortSignal.timeout(settings.maxWaitMs);
  const overall = callerSignal ? AbortSignal.any([callerSignal, deadline]) : deadline;
  const call = <T>(request: (signal: AbortSignal) => Promise<T>) =>
    callWithTimeout(CALL, overall, settings.requestTimeoutMs, request);
  try {
    let operation: GenerateVideosOperation = await call((signal) =>
      client.models.generateVideos({
        model: settings.model,
        source: { prompt },
        config: { numberOfVideos: 1, abortSignal: signal },
      }),
    );
    while (!operation.done) {
      await sleep(settings.pollMs, undefined, { signal: overall });
      const running = operation;
      operation = await call((signal) =>
        client.operations.getVideosOperation({
          operation: running,
          config: { abortSignal: signal },
        }),
      );
    }
    const video = videoOf(operation);
    const bytes = video.videoBytes
      ? Buffer.from(video.videoBytes, 'base64')
      : await call((signal) => download(settings, video.uri ?? '', signal));
    return {
      bytes,
      mime: video.mimeType ?? 'video/mp4',
      ext: 'mp4',
      model: settings.model,
    };
  } catch (error) {
    if (callerSignal?.aborted) throw callerSignal.reason;
    if (deadline.aborted) {
      throw new AppError(
        'GATEWAY_TIMEOUT',
        `Gemini did not finish the video within ${formatDuration(settings.maxWaitMs)}: try again later`,
      );
    }
    throw error;
  }
}

/** The finished operation's video; its error, or a safety-filtered or empty answer, as an AppError. */
function videoOf(operation: GenerateVideosOperation): Video {
  if (operation.error) {
    const code = operation.error.code;
    const detail = typeof code === 'number' || typeof code === 'string' ? ` (error ${code})` : '';
    throw new AppError('BAD_GATEWAY', `Gemini could not make the video${detail}: try again later`);
  }
  const video = operation.response?.generatedVideos?.[0]?.video;
  if (video && (video.videoBytes || video.uri)) return video;
  if ((operation.response?.raiMediaFilteredCount ?? 0) > 0) {
    throw new AppError(
      'BAD_GATEWAY',
      'Gemini’s safety filters blocked the video: describe it differently and try again',
    );
  }
  throw new AppError('BAD_GATEWAY', 'Gemini answered without a video: try again later');
}

/**
 * The video file, fetched as Google documents (its URI with the key header). The key goes only to
 * the Gemini API's own origin (or the configured gateway), never to where a redirect points.
 */
async function download(
  settings: VideoSettings,
  uri: string,
  signal: AbortSignal,
): Promise<Buffer> {
  let url = parseUrl(uri);
  if (!url || !settings.apiOrigins.has(url.origin)) {
    throw new AppError(
      'BAD_GATEWAY',
      'Gemini answered with a video address outside its API: it was not downloaded',
    );
  }
  let headers: Record<string, string> = { 'x-goog-api-key': settings.apiKey };
  for (let hop = 0; ; hop += 1) {
    const response: Response = await fetch(url, { headers, redirect: 'manual', signal });
    const location: string | null = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location && hop < MAX_REDIRECTS) {
      await response.body?.cancel();
      url = new URL(location, url);
      headers = {};
      continue;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw providerHttpError(GEMINI, response.status);
    }
    return Buffer.from(await response.arrayBuffer());
  }
}

function parseUrl(text: string): URL | null {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}
