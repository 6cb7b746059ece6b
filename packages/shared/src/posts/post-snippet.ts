import { isBlank } from './blank-text';
import { graphemes, windowEnd } from './count-graphemes';

/**
 * How people recognise a post where it is listed or named: its title, else the start of its text.
 * One definition for the web app (calendar chips, cards, the post's page) and the server's
 * messages ("Deleted …", "still used by the unpublished post …"), so both name a post alike.
 */

/** How many user-perceived characters of the text a snippet keeps before its ellipsis. */
export const SNIPPET_GRAPHEMES = 40;

/** What shows for a post without text (spec 000 §2's content fallback). */
export const NO_CONTENT = 'No content';

const ELLIPSIS = '…';
const WHITESPACE_RUN = /\s+/gu;
/** Printable ASCII: every character is a grapheme of its own. */
const PLAIN_ASCII = /^[\x20-\x7e]*$/;

/**
 * The start of `text` on one line: whitespace runs (newlines too) become one space, then at most
 * `max` graphemes, never cutting an emoji, a flag or a letter from its accents, with an ellipsis
 * only when something was cut. A blank text gives ''.
 */
export function textSnippet(text: string, max: number = SNIPPET_GRAPHEMES): string {
  if (isBlank(text)) return '';
  const line = text.replace(WHITESPACE_RUN, ' ').trim();
  // A window that holds `max` graphemes and the start of one more (or the whole line). Segmenting
  // only a window keeps a long post cheap: the segmenter's cost grows with the text it is given.
  for (let size = (max + 1) * 4; ; size *= 2) {
    const end = windowEnd(line, 0, size);
    const cut = graphemeStart(line.slice(0, end), max);
    if (cut !== null) return `${line.slice(0, cut).trimEnd()}${ELLIPSIS}`;
    if (end === line.length) return line;
  }
}

/**
 * Where the grapheme after the first `count` starts in `window` (a prefix of the text), or null
 * when the window holds no more than `count` whole ones. Every boundary before the window's end is
 * one of the whole text: grapheme rules look back, never past the next character.
 */
function graphemeStart(window: string, count: number): number | null {
  if (PLAIN_ASCII.test(window)) return count < window.length ? count : null;
  let seen = 0;
  for (const { index } of graphemes().segment(window)) {
    if (seen === count) return index;
    seen += 1;
  }
  return null;
}

/**
 * The name a post goes by where people read about it: its title, else a snippet of its text, else
 * 'No content'.
 */
export function postHeadline(post: { title: string | null; textContent: string }): string {
  if (post.title !== null && !isBlank(post.title)) {
    return post.title.replace(WHITESPACE_RUN, ' ').trim();
  }
  return textSnippet(post.textContent) || NO_CONTENT;
}
