import { parseFeed } from 'feedsmith';
import { AppError, FEED_RESPONSE_MAX_BYTES } from '@fanout/shared';
import type { CoreDeps } from '../deps';
import { formatBytes } from '../media/format-bytes';
import { fetchPublic } from '../outbound/fetch-public';
import { feedEntries, type FeedEntry } from './feed-entries';

const FEED_TIMEOUT_MS = 20_000;
const ACCEPT =
  'application/rss+xml, application/atom+xml, application/rdf+xml, application/feed+json, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5';

export type FeedRead =
  | { notModified: true }
  | {
      notModified: false;
      title: string | null;
      entries: FeedEntry[];
      etag: string | null;
      lastModified: string | null;
    };

/**
 * One GET of a feed (ADR 0096): a conditional request with the validators of the last answer
 * (If-None-Match, If-Modified-Since), from a public address only, within 20 s and
 * FEED_RESPONSE_MAX_BYTES, parsed by feedsmith (RSS 2.0, Atom, RDF, JSON Feed). A 304 is "nothing
 * new"; anything else that is not a feed is an AppError whose message says what.
 */
export async function readFeed(
  deps: CoreDeps,
  feed: { url: string; etag: string | null; lastModified: string | null },
): Promise<FeedRead> {
  const headers: Record<string, string> = { accept: ACCEPT };
  if (feed.etag) headers['if-none-match'] = feed.etag;
  if (feed.lastModified) headers['if-modified-since'] = feed.lastModified;
  const response = await fetchPublic(feed.url, {
    allowPrivateAddresses: deps.config.outbound?.allowPrivateAddresses ?? false,
    timeoutMs: FEED_TIMEOUT_MS,
    headers,
  });
  if (response.status === 304) {
    response.body.destroy();
    return { notModified: true };
  }
  if (response.status !== 200) {
    response.body.destroy();
    throw new AppError('BAD_REQUEST', `${feed.url} answered HTTP ${response.status}`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of response.body) {
      size += (chunk as Buffer).length;
      if (size > FEED_RESPONSE_MAX_BYTES) {
        response.body.destroy();
        throw new AppError(
          'BAD_REQUEST',
          `${feed.url} is larger than ${formatBytes(FEED_RESPONSE_MAX_BYTES)}, the limit for a feed`,
        );
      }
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('BAD_REQUEST', `${feed.url} did not send the whole feed in time`);
  }
  let parsed: ReturnType<typeof parseFeed>;
  try {
    parsed = parseFeed(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new AppError('BAD_REQUEST', `${feed.url} is not an RSS or Atom feed`);
  }
  const header = (name: string) => {
    const value = response.headers[name];
    return typeof value === 'string' && value.length <= 500 ? value : null;
  };
  return {
    notModified: false,
    ...feedEntries(parsed),
    etag: header('etag'),
    lastModified: header('last-modified'),
  };
}
