import { useState, type DragEvent } from 'react';
import { POST_DRAG_TYPE } from './calendar-post-chip';

/** A cell a calendar post can be dropped on: its props, and whether a post is over it. */
export function usePostDrop(onDrop: (postId: string) => void) {
  const [over, setOver] = useState(false);
  const accepts = (event: DragEvent) => event.dataTransfer.types.includes(POST_DRAG_TYPE);
  return {
    over,
    dropProps: {
      onDragOver: (event: DragEvent) => {
        if (!accepts(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setOver(true);
      },
      onDragLeave: () => setOver(false),
      onDrop: (event: DragEvent) => {
        setOver(false);
        const id = event.dataTransfer.getData(POST_DRAG_TYPE);
        if (!id) return;
        event.preventDefault();
        onDrop(id);
      },
    },
  };
}
