import type { parseFeed } from 'feedsmith';

/** One item of a feed, whatever its format: its identity and the template's fields. */
export interface FeedEntry {
  /** The guid (RSS), id (Atom, JSON Feed) or, without one, the link: what makes it "seen". */
  key: string;
  title: string;
  link: string;
  description: string;
}

const DESCRIPTION_MAX = 500;
const KEY_MAX = 1000;
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** Text from a feed's HTML: tags dropped, common entities decoded, spaces collapsed. */
export function plainText(html: string | undefined): string {
  if (!html) return '';
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (match, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) {
        return String.fromCodePoint(Number.parseInt(name.slice(2), 16) || 32);
      }
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)) || 32);
      return ENTITIES[name.toLowerCase()] ?? match;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

function entry(
  key: string | undefined,
  title: string | undefined,
  link: string | undefined,
  description: string | undefined,
): FeedEntry | null {
  const identity = (key || link || title || '').trim().slice(0, KEY_MAX);
  if (!identity) return null;
  return {
    key: identity,
    title: plainText(title),
    link: (link ?? '').trim(),
    description: plainText(description).slice(0, DESCRIPTION_MAX),
  };
}

type Parsed = ReturnType<typeof parseFeed>;

/** The feed's title and items, in the document's order (feeds list the newest first). */
export function feedEntries(parsed: Parsed): { title: string | null; entries: FeedEntry[] } {
  const entries: Array<FeedEntry | null> = [];
  let title: string | undefined;
  switch (parsed.format) {
    case 'rss':
      title = parsed.feed.title;
      for (const item of parsed.feed.items ?? []) {
        const guid = item.guid?.value;
        const link = item.link ?? (item.guid?.isPermaLink !== false ? guid : undefined);
        entries.push(entry(guid, item.title, link, item.description ?? item.content?.encoded));
      }
      break;
    case 'atom':
      title = parsed.feed.title?.value;
      for (const item of parsed.feed.entries ?? []) {
        const link =
          item.links?.find((candidate) => !candidate.rel || candidate.rel === 'alternate')?.href ??
          item.links?.[0]?.href;
        entries.push(
          entry(item.id, item.title?.value, link, item.summary?.value ?? item.content?.value),
        );
      }
      break;
    case 'rdf':
      title = parsed.feed.title;
      for (const item of parsed.feed.items ?? []) {
        entries.push(entry(item.rdf?.about ?? item.link, item.title, item.link, item.description));
      }
      break;
    case 'json':
      title = parsed.feed.title;
      for (const item of parsed.feed.items ?? []) {
        entries.push(entry(item.id, item.title, item.url, item.summary ?? item.content_text));
      }
      break;
  }
  return {
    title: title ? plainText(title).slice(0, 200) : null,
    entries: entries.filter((value): value is FeedEntry => value !== null),
  };
}
