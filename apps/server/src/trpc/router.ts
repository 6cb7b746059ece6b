import { accountGroupRouter } from './routers/account-group-router';
import { aiRouter } from './routers/ai-router';
import { analyticsRouter } from './routers/analytics-router';
import { adminRouter } from './routers/admin-router';
import { apiKeyRouter } from './routers/api-key-router';
import { authRouter } from './routers/auth-router';
import { bestTimesRouter } from './routers/best-times-router';
import { billingRouter } from './routers/billing-router';
import { catalogRouter } from './routers/catalog-router';
import { contentRouter } from './routers/content-router';
import { creditRouter } from './routers/credit-router';
import { menuAccessRouter } from './routers/menu-access-router';
import { menuRouter } from './routers/menu-router';
import { notificationRouter } from './routers/notification-router';
import { permissionRouter } from './routers/permission-router';
import { postRouter } from './routers/post-router';
import { feedRouter } from './routers/feed-router';
import { queueRouter } from './routers/queue-router';
import { socialAccountRouter } from './routers/social-account-router';
import { settingsRouter } from './routers/settings-router';
import { webhookRouter } from './routers/webhook-router';
import { router } from './trpc';

/** Singular router keys, verbs as procedure names (STYLE.md). */
export const appRouter = router({
  auth: authRouter,
  permission: permissionRouter,
  menu: menuRouter,
  admin: adminRouter,
  menuAccess: menuAccessRouter,
  content: contentRouter,
  accountGroup: accountGroupRouter,
  socialAccount: socialAccountRouter,
  credit: creditRouter,
  post: postRouter,
  analytics: analyticsRouter,
  queue: queueRouter,
  feed: feedRouter,
  bestTimes: bestTimesRouter,
  notification: notificationRouter,
  ai: aiRouter,
  billing: billingRouter,
  catalog: catalogRouter,
  settings: settingsRouter,
  webhook: webhookRouter,
  apiKey: apiKeyRouter,
});

export type AppRouter = typeof appRouter;
