/** Characters of a post a headline shows at most. */
export const HEADLINE_LENGTH = 80;

/**
 * How a post is named in the Analytics page's top posts and the export: its title, else the first
 * line of its text, at most HEADLINE_LENGTH characters (whole code points, with "…" when cut).
 */
export function postHeadline(title: string | null, text: string): string {
  const line = (title?.trim() || text.trim().split('\n')[0] || '').trim();
  const characters = Array.from(line);
  return characters.length > HEADLINE_LENGTH
    ? `${characters
        .slice(0, HEADLINE_LENGTH - 1)
        .join('')
        .trimEnd()}…`
    : line;
}
