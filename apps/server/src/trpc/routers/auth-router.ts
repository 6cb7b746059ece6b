import { z } from 'zod';
import { toCurrentUser } from '@fanout/core/users';
import { currentUserSchema } from '@fanout/shared';
import { publicProcedure, router } from '../trpc';

export const authRouter = router({
  /** The signed-in user, or null (the web app treats null as signed out, spec 000 §4). */
  me: publicProcedure
    .input(z.void())
    .output(currentUserSchema.nullable())
    .query(({ ctx }) => (ctx.req.auth ? toCurrentUser(ctx.req.auth.user) : null)),
});
