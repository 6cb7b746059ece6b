import { POST_TEXT_MAX, renderFeedTemplate, textLengthCheck, type Platform } from '@fanout/shared';
import type { FeedEntry } from './feed-entries';

/**
 * An item's post text: the feed's template filled in, made to fit the group's networks (the
 * composer's limit for them) by dropping the description, then shortening the title with an
 * ellipsis; the link is never cut, so the post always leads to the item.
 */
export function feedPostText(
  template: string,
  entry: FeedEntry,
  platforms: readonly Platform[],
): string {
  const fits = (text: string) =>
    text.length <= POST_TEXT_MAX && textLengthCheck([...platforms], text).withinLimit;
  let text = renderFeedTemplate(template, entry);
  if (fits(text)) return text;
  const short = { ...entry, description: '' };
  text = renderFeedTemplate(template, short);
  let title = [...entry.title];
  while (!fits(text) && title.length > 0) {
    title = title.slice(0, Math.max(0, title.length - Math.max(5, Math.ceil(title.length / 10))));
    text = renderFeedTemplate(template, {
      ...short,
      title: title.length ? `${title.join('').trimEnd()}…` : '',
    });
  }
  return text;
}
