import type { FastifyReply } from 'fastify';
import {
  publishCall,
  type PublishFaultAnswers,
  type SandboxPublishing,
} from '../publishing/sandbox-publishing';
import type { ContainerStatus, GraphContainer, GraphContainers } from './graph-containers';
import { graphObjectId } from './meta-publish-answers';

/**
 * The publish of a finished container (Instagram's `media_publish`, Threads' `threads_publish`): the
 * post made from it once, under the simulator's latency and faults. Its status is asked on arrival
 * by the route and again after the latency (`refused`): of two publishes of one container that
 * arrived together, one wins, as on the platform.
 */
export function publishContainer(options: {
  platform: 'instagram' | 'threads';
  publishing: SandboxPublishing;
  containers: GraphContainers;
  container: GraphContainer;
  reply: FastifyReply;
  answers: PublishFaultAnswers;
  account: string;
  url: string;
  /** The sandbox's clock: the post's creation time. */
  now: () => number;
  /** The platform's refusal of a container in this status. */
  refused: (status: ContainerStatus) => FastifyReply;
}): Promise<FastifyReply> {
  const { platform, publishing, containers, container, reply } = options;
  return publishCall(
    publishing,
    platform,
    reply,
    options.answers,
    () => {
      const id = graphObjectId();
      container.publishedId = id;
      publishing.add({
        platform,
        id,
        account: options.account,
        text: container.text,
        media: containers.mediaOf(container),
        url: options.url,
        createdAt: options.now(),
        ...(container.replyTo === undefined ? {} : { replyTo: container.replyTo }),
        ...(container.options === undefined ? {} : { options: container.options }),
      });
      return { id };
    },
    () => {
      const now = containers.status(container);
      return now === 'FINISHED' ? null : options.refused(now);
    },
  );
}
