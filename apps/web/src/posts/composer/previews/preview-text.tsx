import { Text } from '@mantine/core';
import { Fragment, useMemo, useState } from 'react';
import { foldText } from './fold-text';
import classes from './post-preview.module.css';
import type { PreviewRule } from './preview-rules';
import { textSegments } from './text-segments';

/** A post's (or reply's, or comment's) text, links and hashtags marked, folded where `fold` says. */
export function PreviewText({ text, fold }: { text: string; fold: PreviewRule['fold'] }) {
  const [open, setOpen] = useState(false);
  const folded = useMemo(() => foldText(text, open ? null : fold), [text, open, fold]);
  const segments = useMemo(() => textSegments(folded.shown), [folded.shown]);
  if (text.trim() === '') {
    return (
      <Text size="sm" c="dimmed">
        No text yet
      </Text>
    );
  }
  return (
    <p className={classes.text}>
      {segments.map((segment, index) =>
        segment.kind === 'text' ? (
          <Fragment key={index}>{segment.text}</Fragment>
        ) : (
          <span key={index} className={classes.token}>
            {segment.text}
          </span>
        ),
      )}
      {folded.folded && fold && (
        <>
          {' '}
          <button type="button" className={classes.more} onClick={() => setOpen(true)}>
            {fold.label}
          </button>
        </>
      )}
    </p>
  );
}
