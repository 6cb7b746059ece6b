/**
 * RSS and Atom feeds of an account group (ADR 0096): the modes, the template's fields and the
 * bounds of every poll, one list each.
 */

/** What a new item becomes: a draft of the group's accounts, or a post in the group's queue. */
export const FEED_MODES = ['draft', 'queue'] as const;
export type FeedMode = (typeof FEED_MODES)[number];

export const FEED_MODE_LABELS: Record<FeedMode, string> = {
  draft: 'Drafts to review',
  queue: "Add to the group's queue",
};

/** The template's fields, written `{title}`, `{link}`, `{description}`. */
export const FEED_TEMPLATE_FIELDS = ['title', 'link', 'description'] as const;
export type FeedTemplateField = (typeof FEED_TEMPLATE_FIELDS)[number];
export const DEFAULT_FEED_TEMPLATE = '{title} {link}';
export const FEED_TEMPLATE_MAX = 1000;

/** Feeds one group follows. */
export const FEEDS_PER_GROUP_MAX = 10;
/** New items one poll turns into posts (the newest; older ones beyond it are marked seen). */
export const FEED_ITEMS_PER_POLL_MAX = 20;
/** The largest feed document read. */
export const FEED_RESPONSE_MAX_BYTES = 2 * 1024 * 1024;
export const FEED_URL_MAX = 2000;

export type FeedItemText = Record<FeedTemplateField, string>;

/** The template with an item's fields filled in; an unknown `{name}` stays as it is written. */
export function renderFeedTemplate(template: string, item: FeedItemText): string {
  return template
    .replace(/\{(title|link|description)\}/g, (_match, field: FeedTemplateField) => item[field])
    .replace(/[ \t]+/g, ' ')
    .trim();
}
