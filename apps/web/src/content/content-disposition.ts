/** RFC 6266 / 8187 extended form: filename*=UTF-8''na%C3%AFve.txt (preferred when present). */
const EXTENDED_PARAM = /(?:^|;)\s*filename\*\s*=\s*([^;]*)/i;
/** Plain form: filename="a \"quoted\" name.txt" or filename=token.txt */
const PLAIN_PARAM = /(?:^|;)\s*filename\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/i;

/**
 * The file name a Content-Disposition header suggests, or undefined when it names none.
 * Any directory part is dropped, as browsers do, so the result is always a bare name.
 */
export function fileNameFromContentDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = EXTENDED_PARAM.exec(header)?.[1];
  const fromExtended = extended === undefined ? undefined : decodeExtendedValue(extended.trim());
  if (fromExtended) return bareName(fromExtended);
  const plain = PLAIN_PARAM.exec(header)?.[1];
  if (plain === undefined) return undefined;
  return bareName(unquote(plain.trim()));
}

function decodeExtendedValue(value: string): string | undefined {
  const match = /^([^']*)'[^']*'(.*)$/.exec(unquote(value));
  if (!match) return undefined;
  const [, charset = '', encoded = ''] = match;
  try {
    if (charset.toLowerCase() === 'utf-8') return decodeURIComponent(encoded);
    // ISO-8859-1: each %XX is one character code.
    return encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    );
  } catch {
    return undefined;
  }
}

function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return value;
}

function bareName(name: string): string | undefined {
  const base = name.split(/[/\\]/).pop()?.trim();
  return base ? base : undefined;
}
