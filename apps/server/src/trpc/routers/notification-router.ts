import { listNotifications, markNotificationsRead } from '@fanout/core/notifications';
import { markNotificationsReadSchema, notificationListSchema } from '@fanout/shared';
import { z } from 'zod';
import { authedProcedure, router } from '../trpc';

export const notificationRouter = router({
  /** The header bell: latest notifications and the unread count. */
  list: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/notifications', tags: ['notifications'] } })
    .input(z.void())
    .output(notificationListSchema)
    .query(({ ctx }) => listNotifications(ctx.deps.core, { actor: ctx.actor })),
  markRead: authedProcedure
    .meta({ openapi: { method: 'POST', path: '/notifications/read', tags: ['notifications'] } })
    .input(markNotificationsReadSchema)
    .output(notificationListSchema)
    .mutation(({ ctx, input }) =>
      markNotificationsRead(ctx.deps.core, { actor: ctx.actor, input }),
    ),
});
