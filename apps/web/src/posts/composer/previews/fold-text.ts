import type { PreviewRule } from './preview-rules';

export interface FoldedText {
  /** The text shown before the fold (all of it when not folded). */
  shown: string;
  /** Whether the network hides the rest behind its "see more". */
  folded: boolean;
}

/** How far back a cut inside a word may move to the space before it. */
const WORD_BACKTRACK = 20;

/**
 * The text as the network shows it in the feed: up to the fold's characters (code points) or its
 * lines, whichever comes first, cut at a word boundary nearby, or the whole text when the rest
 * would be only blank. Reads only as far as the fold, so a long text costs no more than a short.
 */
export function foldText(text: string, fold: PreviewRule['fold']): FoldedText {
  if (fold === null) return { shown: text, folded: false };
  let cut = -1;
  let byLines = false;
  let characters = 0;
  let lines = 1;
  let index = 0;
  while (index < text.length) {
    if (characters === fold.characters) {
      cut = index;
      break;
    }
    if (text[index] === '\n') {
      if (lines === fold.lines) {
        cut = index;
        byLines = true;
        break;
      }
      lines += 1;
    }
    const code = text.codePointAt(index) ?? 0;
    index += code > 0xffff ? 2 : 1;
    characters += 1;
  }
  if (cut === -1 || text.slice(cut).trim() === '') return { shown: text, folded: false };

  let shown = text.slice(0, cut);
  if (!byLines && /\S/.test(text[cut] ?? '')) {
    const space = shown.search(/\s\S*$/);
    if (space !== -1 && cut - space <= WORD_BACKTRACK) shown = shown.slice(0, space);
  }
  return { shown: shown.trimEnd(), folded: true };
}
