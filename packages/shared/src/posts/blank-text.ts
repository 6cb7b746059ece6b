/**
 * Whitespace and the invisible format characters people paste by accident (zero-width space,
 * joiners, word joiner, byte-order mark): a text made only of these shows nothing, so it is blank.
 */
const INVISIBLE = /[\s\u200B-\u200D\u2060\uFEFF]/gu;

export function isBlank(text: string): boolean {
  return text.replace(INVISIBLE, '') === '';
}
