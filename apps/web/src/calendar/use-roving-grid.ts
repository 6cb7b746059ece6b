import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

/**
 * Keyboard navigation in a grid of cells (WAI-ARIA grid pattern): one cell is in the tab order,
 * the arrow keys move it by a cell or a row, Home and End to the row's ends; Enter activates it.
 */
export function useRovingGrid(
  count: number,
  columns: number,
  initial: number,
  onActivate: (index: number) => void,
) {
  const [focused, setFocused] = useState(Math.max(0, Math.min(initial, count - 1)));
  const cells = useRef(new Map<number, HTMLElement>());
  const moved = useRef(false);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    cells.current.get(focused)?.focus();
  }, [focused]);

  const move = (to: number) => {
    if (to < 0 || to >= count) return;
    moved.current = true;
    setFocused(to);
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget) return;
    const row = index - (index % columns);
    const keys: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      ArrowUp: index - columns,
      ArrowDown: index + columns,
      Home: row,
      End: row + columns - 1,
    };
    const to = keys[event.key];
    if (to !== undefined) {
      event.preventDefault();
      move(to);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onActivate(index);
    }
  };

  return (index: number) => ({
    tabIndex: index === focused ? 0 : -1,
    ref: (element: HTMLElement | null) => {
      if (element) cells.current.set(index, element);
      else cells.current.delete(index);
    },
    onKeyDown: onKeyDown(index),
    onFocus: () => setFocused(index),
  });
}
