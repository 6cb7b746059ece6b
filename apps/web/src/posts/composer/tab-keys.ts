/**
 * The arrow keys of a horizontal tab list (WAI-ARIA Authoring Practices, "Tabs"): Left and Right
 * move to the previous and next tab, wrapping around, Home and End to the first and last. Answers
 * the index to move to, or null for a key the list leaves alone.
 */
export function tabIndexAfterKey(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
