import { z } from 'zod';
import { safeText } from './text';

/** One target of one post, as the retry and resolve paths name it (`/posts/{id}/targets/{targetId}/…`). */
export const targetRefInput = z.object({
  id: z.uuid({ error: 'id must be a valid id' }),
  targetId: z.uuid({ error: 'targetId must be a valid id' }),
});
export type TargetRefInput = z.infer<typeof targetRefInput>;

export const PUBLISHED_URL_MAX = 2048;

function isWebUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * The user's answer for an unconfirmed target (ADR 0054): it was published (with the link to it, if
 * they have it: an http(s) URL), or it was not (then it is retried).
 */
export const resolveTargetInput = targetRefInput.extend({
  // Not z.boolean(): the REST adapter coerces boolean fields (any string would read as true).
  published: z.literal([true, false], { error: 'published must be true or false' }),
  url: safeText()
    .trim()
    .max(PUBLISHED_URL_MAX, { error: `url must be at most ${PUBLISHED_URL_MAX} characters` })
    .refine((value) => value === '' || isWebUrl(value), {
      error: 'url must be an http(s) link',
    })
    .optional(),
});
export type ResolveTargetInput = z.infer<typeof resolveTargetInput>;
