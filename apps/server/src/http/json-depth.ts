/**
 * The one nesting limit of JSON input (ADR 0031). No input of the API is deeper than a few levels;
 * a deeper body is either a mistake or an attempt to exhaust the stack of whatever walks it next
 * (JSON.stringify in the REST adapter overflowed at about 10,000 levels and answered 500).
 */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/**
 * Whether a JSON text nests arrays and objects deeper than `max`, read from the text itself: one
 * pass counting brackets outside strings, so it cannot recurse and stops at the first level too many.
 * Malformed text gives some answer; the parser refuses it afterwards anyway.
 */
export function jsonNestedDeeperThan(text: string, max: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      depth += 1;
      if (depth > max) return true;
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) {
      depth -= 1;
    }
  }
  return false;
}
