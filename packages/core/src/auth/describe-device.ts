/**
 * A short, human label for a session's user agent ("Firefox on Linux"), for the session list. A
 * coarse guess on purpose: it helps a person recognise their own devices, it is not a fingerprint.
 */
export function describeDevice(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Unknown device';
  const browser = firstMatch(userAgent, BROWSERS) ?? 'Unknown browser';
  const system = firstMatch(userAgent, SYSTEMS);
  return system ? `${browser} on ${system}` : browser;
}

// Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari". On iOS every
// browser is WebKit and says "Safari": Chrome, Firefox and Edge name themselves CriOS, FxiOS, EdgiOS.
const BROWSERS: [RegExp, string][] = [
  [/Edg\/|EdgiOS\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
  [/curl\//, 'curl'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

function firstMatch(text: string, table: [RegExp, string][]): string | undefined {
  return table.find(([pattern]) => pattern.test(text))?.[1];
}
