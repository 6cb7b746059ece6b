import {
  AI_MEDIA_TYPES,
  type AiMediaGeneration,
  type AiMediaType,
  type AiMediaTypeList,
} from '@fanout/shared';
import type { InFlightStatus } from './generation-tracking';

/** Spec 000 §8: the library generation failure when there is no better reason. */
export const GENERATION_FAILED_FALLBACK = 'Failed to generate AI content';

const MEDIA_TYPE_LABELS: Record<AiMediaType, string> = {
  image: 'Image',
  video: 'Video',
  audio: 'Audio',
};

/** What a generation still under way shows beside its busy indicator. */
export function generationStatusLabel(status: InFlightStatus): string {
  return status === 'queued' ? 'Waiting to start…' : 'Generating…';
}

/** The red line of a failed generation, worded as its notification is: title, type and reason. */
export function generationFailureText(
  generation: Pick<AiMediaGeneration, 'title' | 'type' | 'error'>,
) {
  return `"${generation.title}" (${generation.type}): ${generation.error ?? GENERATION_FAILED_FALLBACK}`;
}

interface TypeOption {
  value: AiMediaType;
  label: string;
}

/**
 * The form's Type choices. A type no provider makes here stays selectable, so its reason can be
 * shown, but says so in its label. Until the server has answered every type is offered plainly.
 */
export function typeOptions(mediaTypes: AiMediaTypeList | undefined): TypeOption[] {
  return AI_MEDIA_TYPES.map((type) => {
    const label = MEDIA_TYPE_LABELS[type];
    const known = mediaTypes?.find((entry) => entry.type === type);
    return {
      value: type,
      label: known && !known.available ? `${label} (not available on this server)` : label,
    };
  });
}
