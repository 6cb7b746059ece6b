/**
 * Grapheme counting in time and memory linear in the text (ADR 0061).
 *
 * Iterating `Intl.Segmenter` over a whole text costs each segment time in proportion to the
 * text's length in V8 (Node and Chrome alike): 40,000 plain letters take seconds and, spread
 * into an array, gigabytes. So the text is segmented in windows of a few hundred UTF-16 units.
 * Every boundary inside a window except the last is a boundary of the whole text: a grapheme
 * rule looks back (regional-indicator pairs, emoji ZWJ sequences) no further than the segment it
 * is in, and each window starts on a boundary. The last segment of a window may continue past the
 * cut, so it is counted again at the start of the next window. A window never ends between the two
 * halves of a surrogate pair: a lone half would read as a character of its own and start a segment.
 */

const WINDOW = 256;

// Made on first use: an older browser without Intl.Segmenter should fail at counting, not at import.
let segmenter: Intl.Segmenter | undefined;
/** The one grapheme segmenter of the package (the snippet cuts with it too). */
export function graphemes(): Intl.Segmenter {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return segmenter;
}

/** The number of graphemes (user-perceived characters) in `text`. */
export function countGraphemes(text: string): number {
  // Printable ASCII, tab and LF: every character is a grapheme of its own (CR is left out: CR LF
  // is one). The common case, counted without segmenting.
  if (/^[\x20-\x7e\t\n]*$/.test(text)) return text.length;
  let count = 0;
  let start = 0;
  while (text.length - start > WINDOW) {
    let segments = 0;
    let lastStart = 0;
    for (const { index } of graphemes().segment(
      text.slice(start, windowEnd(text, start, WINDOW)),
    )) {
      segments += 1;
      lastStart = index;
    }
    if (lastStart > 0) {
      count += segments - 1;
      start += lastStart;
    } else {
      // One grapheme fills the window (a letter under hundreds of combining marks).
      count += 1;
      start += lengthOfGraphemeAt(text, start);
    }
  }
  return count + [...graphemes().segment(text.slice(start))].length;
}

/** Where a window of `size` units from `start` ends: at the text's end, or before a split pair. */
export function windowEnd(text: string, start: number, size: number): number {
  const end = start + size;
  if (end >= text.length) return text.length;
  const last = text.charCodeAt(end - 1);
  return last >= 0xd800 && last <= 0xdbff ? end - 1 : end;
}

/** The length in UTF-16 units of the grapheme starting at `start`, found in doubling windows. */
function lengthOfGraphemeAt(text: string, start: number): number {
  for (let size = WINDOW * 2; ; size *= 2) {
    const end = windowEnd(text, start, size);
    const length = graphemes().segment(text.slice(start, end)).containing(0)?.segment.length;
    if (length === undefined) return end - start; // Only for an empty window, which never comes.
    if (length < end - start || end === text.length) return length;
  }
}
