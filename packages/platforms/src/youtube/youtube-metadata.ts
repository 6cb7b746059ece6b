import { PlatformError } from '../platform-client';
import { networkOptions } from '../publish/network-options-of';
import type { PublishInput } from '../publish/publisher';

const MAX_TITLE_CHARS = 100;
const MAX_DESCRIPTION_BYTES = 5000;

/**
 * The `videos.insert` body: snippet.title from the variant's options, else the post's title, else
 * the first line of its text (YouTube requires one, ≤100 characters), the text as description
 * (≤5000 bytes), the options' tags (none by default), and the options' privacy status and
 * made-for-kids declaration — by default published publicly and declared not made for kids (the
 * declaration is required by COPPA rules; a channel that publishes for kids says so).
 */
export function videoMetadata(input: PublishInput): Record<string, unknown> {
  const { title, privacy, madeForKids, tags } = networkOptions(input, 'youtube');
  const description = input.text;
  if (Buffer.byteLength(description, 'utf8') > MAX_DESCRIPTION_BYTES) {
    throw new PlatformError(
      'youtube',
      'invalid_content',
      `YouTube takes descriptions of up to ${MAX_DESCRIPTION_BYTES} bytes: shorten the text`,
    );
  }
  return {
    snippet: {
      title: title ?? videoTitle(input),
      description,
      ...(tags.length > 0 ? { tags } : {}),
    },
    status: { privacyStatus: privacy, selfDeclaredMadeForKids: madeForKids },
  };
}

export function videoTitle(input: Pick<PublishInput, 'title' | 'text' | 'media'>): string {
  const firstLine = input.text.split(/\r?\n/).find((line) => line.trim() !== '') ?? '';
  const fileName = input.media[0]?.fileName.replace(/\.[^.]+$/, '') ?? '';
  const title = (input.title?.trim() || firstLine.trim() || fileName.trim() || 'Untitled')
    // YouTube refuses titles with angle brackets.
    .replace(/[<>]/g, '');
  const chars = [...title];
  return chars.length <= MAX_TITLE_CHARS
    ? title
    : `${chars.slice(0, MAX_TITLE_CHARS - 1).join('')}…`;
}
