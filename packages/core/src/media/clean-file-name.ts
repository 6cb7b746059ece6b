/**
 * C0 and C1 control characters (a NUL cannot even be stored: PostgreSQL refuses it in text),
 * and the bidirectional overrides and isolates that make "gnp.exe" read as "exe.png".
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** A UTF-16 surrogate without its other half: not text, and not valid UTF-8 once stored. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** A client-supplied name (file name, title) as text that can be stored and shown safely. */
export function cleanFileName(name: string): string {
  return name.replace(LONE_SURROGATE, '\ufffd').replace(INVISIBLE, '').trim();
}
