import { z } from 'zod';
import { defineJob } from './define-job';

/**
 * Every job Fanout runs, by name. Handlers live beside the domain they serve and are registered by
 * the process that runs them.
 */
export const publishTargetJob = defineJob({
  name: 'publishing.publish-target',
  payload: z.object({ targetId: z.uuid() }),
});
