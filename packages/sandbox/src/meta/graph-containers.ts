import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  graphObjectId,
  graphParams,
  sendParamError,
  sendUnknownObject,
} from './meta-publish-answers';
import { field } from '../http/request-fields';
import type { SandboxMedia } from '../publishing/sandbox-publishing';

/** Threads and Instagram publish in two steps: a media container, then the publish of it. */
export interface GraphContainer {
  id: string;
  /** The Threads or Instagram user id that created it. */
  owner: string;
  /** As asked: TEXT, IMAGE, VIDEO, CAROUSEL (Threads); IMAGE, REELS, VIDEO, CAROUSEL (Instagram). */
  mediaType: string;
  text: string;
  media: SandboxMedia[];
  children: GraphContainer[];
  isCarouselItem: boolean;
  createdAt: number;
  /** Processing ends at this time (`processingMs` after creation). */
  readyAt: number;
  /** The media id once published. */
  publishedId: string | null;
  /** Threads: the media this container replies to (`reply_to_id`), when it is a reply. */
  replyTo?: string;
  /** The settings its post keeps (SandboxPost.options), e.g. Instagram's media_type, share_to_feed. */
  options?: Record<string, unknown>;
}

export type ContainerStatus = 'IN_PROGRESS' | 'FINISHED' | 'PUBLISHED' | 'EXPIRED' | 'ERROR';

// Meta: containers not published within 24 hours expire.
const EXPIRY_MS = 24 * 60 * 60 * 1000;

/** The containers of one platform's simulator (kept across restarts). Processing runs on the real clock. */
export class GraphContainers {
  constructor(private readonly byId: Map<string, GraphContainer> = new Map()) {}

  create(
    input: Omit<GraphContainer, 'id' | 'createdAt' | 'readyAt' | 'publishedId'>,
    processingMs: number,
  ): GraphContainer {
    const now = Date.now();
    const container: GraphContainer = {
      ...input,
      id: graphObjectId(),
      createdAt: now,
      readyAt: now + processingMs,
      publishedId: null,
    };
    this.byId.set(container.id, container);
    return container;
  }

  get(id: string): GraphContainer | undefined {
    return this.byId.get(id);
  }

  /** A carousel is ready when it and each of its items are. */
  status(container: GraphContainer, now = Date.now()): ContainerStatus {
    if (container.publishedId !== null) return 'PUBLISHED';
    if (now - container.createdAt > EXPIRY_MS) return 'EXPIRED';
    const pending = [container, ...container.children].some((item) => item.readyAt > now);
    return pending ? 'IN_PROGRESS' : 'FINISHED';
  }

  /** Every media file of the container (a carousel's are its items'). */
  mediaOf(container: GraphContainer): SandboxMedia[] {
    return container.children.length > 0
      ? container.children.flatMap((child) => child.media)
      : container.media;
  }
}

/**
 * The container a publish call names in `creation_id`: one of `owner`'s, and not a carousel item
 * (those are published with their carousel); otherwise Meta's error is sent.
 */
export function containerToPublish(
  containers: GraphContainers,
  request: FastifyRequest,
  reply: FastifyReply,
  owner: string,
): { ok: true; container: GraphContainer } | { ok: false; reply: FastifyReply } {
  const creationId = field(graphParams(request), 'creation_id');
  if (!creationId) {
    return { ok: false, reply: sendParamError(reply, 'The parameter creation_id is required.') };
  }
  const container = containers.get(creationId);
  if (!container || container.owner !== owner || container.isCarouselItem) {
    return { ok: false, reply: sendUnknownObject(reply, creationId) };
  }
  return { ok: true, container };
}
