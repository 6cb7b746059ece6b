import { z } from 'zod';

// C0 controls except tab (U+0009), line feed (U+000A) and carriage return (U+000D). U+0000 is the
// one PostgreSQL cannot store in text at all; the others have no place in a post, a name or a prompt.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/u;
// With the u flag a well-formed pair is one code point, so this matches only a half of a pair left alone.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

function codePointName(character: string): string {
  return `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * Why a text cannot be accepted, or null. The message omits the field's name: formatZodError puts
 * the path in front ("title: contains a control character (U+0000), which is not allowed").
 */
export function unsafeTextReason(value: string): string | null {
  const control = CONTROL_CHARACTER.exec(value);
  if (control)
    return `contains a control character (${codePointName(control[0])}), which is not allowed`;
  if (LONE_SURROGATE.test(value)) return 'contains an invalid character (a lone UTF-16 surrogate)';
  return null;
}

/**
 * The one string rule of every input schema (ADR 0031): a free-text field refuses control characters
 * and lone surrogates with a message that names the field, instead of reaching PostgreSQL (which
 * refuses U+0000 with a 500) or being silently replaced by U+FFFD when encoded as UTF-8. Use it
 * wherever an input schema would use `z.string()`; ids are `z.uuid()` and need nothing more.
 */
export function safeText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).superRefine((value, ctx) => {
    const reason = unsafeTextReason(value);
    if (reason) ctx.addIssue({ code: 'custom', message: reason });
  });
}
