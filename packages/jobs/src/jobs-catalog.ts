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

/**
 * Publishes a published target's thread replies or first comment, in order, each once (ADR 0084).
 * Its job id is `followUpJobId(targetId)` (core), apart from the target's own publishing job.
 */
export const publishFollowUpsJob = defineJob({
  name: 'publishing.publish-follow-ups',
  payload: z.object({ targetId: z.uuid() }),
});

/** Generates one AI library item (an ai_media_generations row) and stores it as its owner's content. */
export const generateMediaJob = defineJob({
  name: 'ai.generate-media',
  payload: z.object({ generationId: z.uuid() }),
});

/**
 * Reads one published target's figures (ADR 0090): its scheduled read `round`, or, with round
 * null, a read its owner asked for ("Refresh now"), which moves no round. Runs on the analytics
 * queue, apart from publishing's.
 */
export const refreshAnalyticsJob = defineJob({
  name: 'analytics.refresh-target',
  payload: z.object({ targetId: z.uuid(), round: z.number().int().min(0).nullable() }),
});

/**
 * One attempt of one webhook delivery (ADR 0094), on the webhooks queue. Its job id is
 * `webhookJobId(deliveryId, attempt)` (core): a retry or a replay is a new job, a repeat of one is not.
 */
export const deliverWebhookJob = defineJob({
  name: 'webhooks.deliver',
  payload: z.object({ deliveryId: z.uuid() }),
});
