import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways on a narrow screen and can be scrolled by keyboard: its scrolling
 * viewport takes the focus (WCAG 2.1.1; axe's scrollable-region-focusable), a group named like the
 * table. For tables with nothing focusable inside; one with buttons or links is reached through them.
 */
export function ScrollTable(props: {
  minWidth: number;
  /** The id of the table's title, or the table's own name. */
  name: { labelledBy: string } | { label: string };
  children: ReactNode;
}) {
  const naming =
    'labelledBy' in props.name
      ? { 'aria-labelledby': props.name.labelledBy }
      : { 'aria-label': props.name.label };
  return (
    <Table.ScrollContainer
      minWidth={props.minWidth}
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'group', ...naming } }}
    >
      {props.children}
    </Table.ScrollContainer>
  );
}
