import { QUEUE_WEEKDAY_NAMES, type QueueBestTimes, type QueueWeekday } from '@fanout/shared/queue';
import { Text } from '@mantine/core';

/** Where "Use my best times" stands for a group's queue (ADR 0091), in words. */
export function BestTimesStatus({ bestTimes }: { bestTimes: QueueBestTimes }) {
  if (!bestTimes.inUse) {
    return (
      <Text size="sm" c="dimmed">
        Not enough history yet: no account of this group has {bestTimes.postsNeeded} posts with
        figures (the most has {bestTimes.postsCounted}), so Add to Queue uses the times above.
      </Text>
    );
  }
  const places = bestTimes.places
    .map((place) => `${QUEUE_WEEKDAY_NAMES[place.day as QueueWeekday]} ${place.time}`)
    .join(', ');
  return (
    <Text size="sm">
      Add to Queue uses your best times: {places} (from {bestTimes.postsCounted} posts).
    </Text>
  );
}
