import { defaultRangeExtractor, useWindowVirtualizer } from '@tanstack/react-virtual';
import {
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useRef,
  useState,
} from 'react';
import classes from './calendar.module.css';
import { type ListRow, rowForKey, withKept } from './list-rows';

/** A post's card and its gap; a day's heading and the space above it (measured once rendered). */
const ROW_ESTIMATE = 84;
const DAY_HEADING_ESTIMATE = 52;
/** Rows rendered beyond each edge of the screen, so Tab finds the next post already there. */
const OVERSCAN = 4;

interface VirtualPostListProps {
  rows: readonly ListRow[];
  label: string;
  /** The visible text that tells the keys (aria-describedby). */
  hintId: string;
  renderRow: (row: ListRow) => ReactNode;
}

/**
 * The list view's posts as a list of which only the rows near the screen are in the document
 * (the window scrolls). Each item carries its place in the whole (`aria-posinset`/`aria-setsize`);
 * Tab and Shift+Tab move through the rendered rows as the page scrolls, Page Down/Up and
 * Home/End move the focus to any post, rendering and scrolling to it; the focused row stays
 * rendered while scrolled away.
 */
export function VirtualPostList({ rows, label, hintId, renderRow }: VirtualPostListProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const scrollMargin = useDocumentTop(listRef);
  const [focusedRow, setFocusedRow] = useState<number | undefined>(undefined);
  const [focusRequest, setFocusRequest] = useState<{ index: number } | undefined>(undefined);
  const virtualizer = useWindowVirtualizer<HTMLLIElement>({
    count: rows.length,
    estimateSize: (index) =>
      ROW_ESTIMATE + (index > 0 && rows[index]?.firstOfDay ? DAY_HEADING_ESTIMATE : 0),
    getItemKey: (index) => rows[index]?.post.id ?? index,
    overscan: OVERSCAN,
    scrollMargin,
    useFlushSync: false,
    rangeExtractor: (range) =>
      withKept(defaultRangeExtractor(range), [focusedRow, focusRequest?.index]),
  });
  useEffect(() => {
    if (!focusRequest) return;
    listRef.current
      ?.querySelector<HTMLElement>(`[data-index="${focusRequest.index}"] article`)
      ?.focus();
  }, [focusRequest]);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const current = rowIndexOf(listRef.current, event.target);
    if (current === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = rowForKey(event.key, current, rows.length);
    if (target === undefined) return;
    event.preventDefault();
    setFocusRequest({ index: target });
  };
  const onFocus = (event: FocusEvent<HTMLUListElement>) => {
    setFocusedRow(rowIndexOf(listRef.current, event.target));
  };
  const onBlur = (event: FocusEvent<HTMLUListElement>) => {
    if (rowIndexOf(listRef.current, event.relatedTarget) === undefined) setFocusedRow(undefined);
  };

  return (
    // The list's own keys (the feed pattern's) act on the posts inside it.
    <ul
      ref={listRef}
      aria-label={label}
      aria-describedby={hintId}
      className={classes.list}
      style={{ height: virtualizer.getTotalSize() }}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {virtualizer.getVirtualItems().map((item) => {
        const row = rows[item.index];
        if (!row) return null;
        return (
          <li
            key={item.key}
            ref={virtualizer.measureElement}
            data-index={item.index}
            aria-setsize={rows.length}
            aria-posinset={item.index + 1}
            className={classes.listRow}
            data-day-start={item.index > 0 && row.firstOfDay ? '' : undefined}
            style={{ transform: `translateY(${item.start - scrollMargin}px)` }}
          >
            {renderRow(row)}
          </li>
        );
      })}
    </ul>
  );
}

/** The index of the row holding `target`, if it is inside `list`. */
function rowIndexOf(list: HTMLElement | null, target: EventTarget | null): number | undefined {
  if (!list || !(target instanceof Element) || !list.contains(target)) return undefined;
  const index = target.closest('[data-index]')?.getAttribute('data-index');
  return index === undefined || index === null ? undefined : Number(index);
}

/** Where `ref`'s element starts in the document, kept as the layout above it changes. */
function useDocumentTop(ref: RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // A ResizeObserver reports once at the start, then on every change of the page's size.
    const observer = new ResizeObserver(() =>
      setTop(Math.round(element.getBoundingClientRect().top + window.scrollY)),
    );
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return top;
}
