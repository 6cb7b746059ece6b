import type { FastifyBaseLogger } from 'fastify';
import { NOTIFICATIONS_CHANNEL } from '@fanout/core/notifications';
import { listen } from '@fanout/db/listen';

/** Fans the database's "these notifications changed" signals out to the open streams of a process. */
export interface NotificationFeed {
  /** Calls `onChange` whenever `userId`'s notifications change; returns the unsubscribe. */
  subscribe: (userId: string, onChange: () => void) => () => void;
  close: () => Promise<void>;
}

/**
 * One LISTEN connection per server process, whatever the number of open bells (ADR 0029). After a
 * reconnect every stream is told to refresh, as a signal may have been missed meanwhile.
 */
export async function createNotificationFeed(
  databaseUrl: string,
  logger: FastifyBaseLogger,
): Promise<NotificationFeed> {
  const subscribers = new Map<string, Set<() => void>>();
  const tell = (callbacks: Iterable<() => void>) => {
    for (const callback of callbacks) {
      try {
        callback();
      } catch (error) {
        logger.warn({ err: error }, 'notification stream write failed');
      }
    }
  };
  const listener = await listen(
    databaseUrl,
    NOTIFICATIONS_CHANNEL,
    (userId) => tell(subscribers.get(userId) ?? []),
    () => tell([...subscribers.values()].flatMap((set) => [...set])),
  );
  return {
    subscribe(userId, onChange) {
      const set = subscribers.get(userId) ?? new Set();
      set.add(onChange);
      subscribers.set(userId, set);
      return () => {
        set.delete(onChange);
        if (set.size === 0) subscribers.delete(userId);
      };
    },
    close: () => listener.close(),
  };
}
