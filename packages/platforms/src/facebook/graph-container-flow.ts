import { z } from 'zod';
import { PLATFORM_LABELS } from '@fanout/shared';
import { PlatformError } from '../platform-client';
import type { PublishResult } from '../publish/publisher';
import type { PublisherContext } from '../publish/publisher-context';
import {
  awaitContainer,
  ensureContainer,
  flowRequest,
  HANDLES,
  idAnswer,
  readStatus,
  type ContainerApi,
  type ContainerFlow,
  type ContainerRun,
} from './graph-containers';
import { readPermalink } from './graph-permalink';

export type { ContainerApi, ContainerRun };

const mediaList = z.object({
  data: z.array(
    z
      .object({
        id: z.string().min(1),
        permalink: z.string().nullish(),
        timestamp: z.string().nullish(),
      })
      .catchall(z.unknown()),
  ),
});

/** Clocks differ between us and Meta; a published media is searched from a little before its container. */
export const CLOCK_SLACK_MS = 5 * 60_000;
const LIST_LIMIT = '50';

/**
 * How the media a published container made is found, as a published container does not name it:
 * a post among the user's recent media, a reply among its parent's replies. 'cannot_tell' when
 * several could be it; throws when none is there.
 */
export type LocatePublished = (
  flow: ContainerFlow,
  run: ContainerRun,
) => Promise<PublishResult | 'cannot_tell'>;

/**
 * The container flow Threads and Instagram share (graph-containers.ts): containers, their status,
 * the publish call (the irreversible one), the permalink; reconcile by the saved container's status,
 * the published media found by `locate` (a post among the user's recent media by default).
 */
export function createContainerFlow(
  context: PublisherContext,
  api: ContainerApi,
  locate: LocatePublished = locateInUserMedia,
) {
  const flow: ContainerFlow = { context, api, label: PLATFORM_LABELS[api.platform] };
  return {
    publish: (run: ContainerRun) => publish(flow, run, locate),
    reconcile: (run: ContainerRun) => reconcile(flow, run, locate),
  };
}

function permalink(flow: ContainerFlow, run: ContainerRun, mediaId: string) {
  return readPermalink(flow.context, flow.api, run, mediaId);
}

/**
 * A published post is the user's post with the same text, made since the container (the earliest
 * such, as the container was published once).
 */
async function locateInUserMedia(flow: ContainerFlow, run: ContainerRun): Promise<PublishResult> {
  const { api } = flow;
  const answer = await flow.context.http.fetchJson(
    {
      ...flowRequest(flow, run),
      operation: 'the media list request',
      method: 'GET',
      url: `${api.base}/${run.account.externalId}/${api.containerEdge}`,
      query: { fields: `id,${api.textField},timestamp,permalink`, limit: LIST_LIMIT },
    },
    mediaList,
  );
  const since = Date.parse(run.handles[HANDLES.containerCreatedAt] ?? '') - CLOCK_SLACK_MS;
  const matches = answer.data.filter((item) => {
    const raw = item[api.textField];
    const text = typeof raw === 'string' ? raw : '';
    const time = Date.parse(item.timestamp ?? '');
    return text.trim() === run.text.trim() && (Number.isNaN(since) || time >= since);
  });
  const earliest = matches.at(-1);
  if (earliest) return { platformPostId: earliest.id, url: earliest.permalink ?? null };
  throw new PlatformError(
    api.platform,
    'unknown',
    `${flow.label} says the post was published but it is not among the account's recent posts`,
  );
}

async function publish(
  flow: ContainerFlow,
  run: ContainerRun,
  locate: LocatePublished,
): Promise<PublishResult> {
  const { api, label } = flow;
  const saved = await savedResult(flow, run);
  if (saved) return saved;

  const resumed = run.handles[HANDLES.container] !== undefined;
  let containerId = await ensureContainer(flow, run, false);
  let status = await awaitContainer(flow, run, containerId);
  // A saved container may have outlived its 24 hours: make the containers again.
  if (status === 'EXPIRED' && resumed) {
    containerId = await ensureContainer(flow, run, true);
    status = await awaitContainer(flow, run, containerId);
  }
  // An earlier run published it and lost the answer (it should have reconciled).
  if (status === 'PUBLISHED') return told(flow, await locate(flow, run));
  if (status !== 'FINISHED') {
    throw new PlatformError(
      api.platform,
      status === 'EXPIRED' ? 'transient' : 'unknown',
      `${label} answered the container status ${status}`,
    );
  }

  await run.markIrreversible();
  const published = await flow.context.http
    .fetchJson(
      {
        ...flowRequest(flow, run),
        operation: 'the publish request',
        method: 'POST',
        url: `${api.base}/${run.account.externalId}/${api.publishEdge}`,
        query: { creation_id: containerId },
      },
      idAnswer,
    )
    .catch(async (error: unknown) => {
      // Refused because the container went out meanwhile: an earlier run of this target published
      // it (woken from a pause after its successor's status check): that is the post.
      if (error instanceof PlatformError && error.status === 400) {
        const existing = await reconcile(flow, run, locate);
        if (existing && existing !== 'cannot_tell') return { id: existing.platformPostId };
      }
      throw error;
    });
  await run.saveHandle(HANDLES.mediaId, published.id);
  return { platformPostId: published.id, url: await permalink(flow, run, published.id) };
}

/** After a lost publish answer: the saved container's status says whether it went out. */
async function reconcile(
  flow: ContainerFlow,
  run: ContainerRun,
  locate: LocatePublished,
): Promise<PublishResult | null | 'cannot_tell'> {
  const saved = await savedResult(flow, run);
  if (saved) return saved;
  const containerId = run.handles[HANDLES.container];
  if (!containerId) return null;
  const { status } = await readStatus(flow, run, containerId);
  return status === 'PUBLISHED' ? locate(flow, run) : null;
}

/** A published container's media, which a publish run must name: several candidates fail it. */
function told(flow: ContainerFlow, found: PublishResult | 'cannot_tell'): PublishResult {
  if (found !== 'cannot_tell') return found;
  throw new PlatformError(
    flow.api.platform,
    'unknown',
    `${flow.label} says it was published, but several posts could be it`,
  );
}

/** The result of a run whose publish call answered (its media id saved), or null. */
async function savedResult(flow: ContainerFlow, run: ContainerRun): Promise<PublishResult | null> {
  const savedMedia = run.handles[HANDLES.mediaId];
  return savedMedia
    ? { platformPostId: savedMedia, url: await permalink(flow, run, savedMedia) }
    : null;
}
