/** A run of a post's text as a network styles it. */
export interface TextSegment {
  kind: 'text' | 'link' | 'hashtag';
  text: string;
}

/*
 * Links: http(s) addresses and www. ones, up to a space. Hashtags: # after a start, space or
 * punctuation (not inside a word or an address), letters, digits and underscores, at least one of
 * them not a digit (#2026 is no hashtag on any of the networks).
 */
const TOKENS =
  /(?<link>\bhttps?:\/\/[^\s<>"]+|\bwww\.[^\s<>"]+)|(?<![\p{L}\p{N}_&/#])#(?<tag>[\p{L}\p{M}\p{N}_]+)/gu;
const TRAILING_PUNCTUATION = /[.,;:!?'"]+$/;

/** An address without the punctuation that ends its sentence, or a closing bracket it did not open. */
function trimLink(link: string): string {
  let trimmed = link.replace(TRAILING_PUNCTUATION, '');
  while (trimmed.endsWith(')') && trimmed.split('(').length < trimmed.split(')').length) {
    trimmed = trimmed.slice(0, -1).replace(TRAILING_PUNCTUATION, '');
  }
  return trimmed;
}

/**
 * The text split into plain runs, links and hashtags, in order; joined again they are the text.
 * One pass over the text.
 */
export function textSegments(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let plainFrom = 0;
  const push = (kind: TextSegment['kind'], from: number, to: number) => {
    if (to <= from) return;
    const last = segments.at(-1);
    if (kind === 'text' && last?.kind === 'text') last.text += text.slice(from, to);
    else segments.push({ kind, text: text.slice(from, to) });
  };
  for (const match of text.matchAll(TOKENS)) {
    const start = match.index;
    let token: { kind: 'link' | 'hashtag'; length: number } | null = null;
    if (match.groups?.link) {
      token = { kind: 'link', length: trimLink(match.groups.link).length };
    } else if (match.groups?.tag && /[^\p{N}]/u.test(match.groups.tag)) {
      token = { kind: 'hashtag', length: match[0].length };
    }
    if (token === null || token.length === 0) continue;
    push('text', plainFrom, start);
    push(token.kind, start, start + token.length);
    plainFrom = start + token.length;
  }
  push('text', plainFrom, text.length);
  return segments;
}
