import { z } from 'zod';
import {
  DEFAULT_FEED_TEMPLATE,
  FEED_MODES,
  FEED_TEMPLATE_FIELDS,
  FEED_TEMPLATE_MAX,
  FEED_URL_MAX,
} from '../rss/feed-rules';
import { safeText } from './text';

const templateField = new RegExp(`\\{(${FEED_TEMPLATE_FIELDS.join('|')})\\}`);

/** `POST /api/account-groups/{groupId}/feeds` (ADR 0096). */
export const addFeedInput = z.object({
  groupId: z.uuid({ error: 'groupId must be an id' }),
  url: safeText({ error: 'url is required' })
    .trim()
    .max(FEED_URL_MAX, `url must be at most ${FEED_URL_MAX} characters`)
    .refine((value) => /^https?:\/\//i.test(value), {
      error: 'url must be an http or https address of an RSS or Atom feed',
    }),
  template: safeText()
    .trim()
    .max(FEED_TEMPLATE_MAX, `template must be at most ${FEED_TEMPLATE_MAX} characters`)
    .nullish()
    .transform((value) => value || DEFAULT_FEED_TEMPLATE)
    .refine((value) => templateField.test(value), {
      error: `template must use at least one of ${FEED_TEMPLATE_FIELDS.map((f) => `{${f}}`).join(', ')}`,
    }),
  mode: z
    .enum(FEED_MODES, { error: `mode must be one of ${FEED_MODES.join(', ')}` })
    .default('draft'),
});
export type AddFeedInput = z.output<typeof addFeedInput>;

export const groupFeedsInput = z.object({ groupId: z.uuid({ error: 'groupId must be an id' }) });

export const feedSchema = z.object({
  id: z.string(),
  groupId: z.string(),
  url: z.string(),
  title: z.string().nullable(),
  template: z.string(),
  mode: z.enum(FEED_MODES),
  lastPolledAt: z.string().nullable(),
  /** The last poll's problem (unreachable, not a feed, an item refused), or null. */
  lastError: z.string().nullable(),
  createdAt: z.string(),
});
export type Feed = z.infer<typeof feedSchema>;
