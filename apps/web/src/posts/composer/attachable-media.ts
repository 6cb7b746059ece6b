import type { ContentItem } from '@fanout/shared';

/** Spec 000 §5: the composer takes images, video and audio; documents stay in the library. */
export const COMPOSER_ACCEPTED_TYPES = 'image/*,video/*,audio/*';

export function isAttachable(item: Pick<ContentItem, 'type'>): boolean {
  return item.type === 'image' || item.type === 'video' || item.type === 'audio';
}

/** The toast after 'From Library' (spec 000 §2), counting the items actually added. */
export function mediaAddedMessage(count: number): string {
  return `${count} media item(s) added to post`;
}
