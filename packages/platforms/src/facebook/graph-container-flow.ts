import { z } from 'zod';
import { PLATFORM_LABELS } from '@fanout/shared';
import { PlatformError } from '../platform-client';
import type { PublishInput, PublishResult } from '../publish/publisher';
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
} from './graph-containers';

export type { ContainerApi };

const permalinkAnswer = z.object({ permalink: z.string().nullish() });
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

// Clocks differ between us and Meta; a published post is searched from a little before its container.
const CLOCK_SLACK_MS = 5 * 60_000;
const LIST_LIMIT = '50';

/**
 * The container flow Threads and Instagram share (graph-containers.ts): containers, their status,
 * the publish call (the irreversible one), the permalink; reconcile by the saved container's status.
 */
export function createContainerFlow(context: PublisherContext, api: ContainerApi) {
  const flow: ContainerFlow = { context, api, label: PLATFORM_LABELS[api.platform] };
  return {
    publish: (input: PublishInput) => publish(flow, input),
    reconcile: (input: PublishInput) => reconcile(flow, input),
  };
}

async function permalink(
  flow: ContainerFlow,
  input: PublishInput,
  mediaId: string,
): Promise<string | null> {
  try {
    const answer = await flow.context.http.fetchJson(
      {
        ...flowRequest(flow, input),
        operation: 'the permalink request',
        method: 'GET',
        url: `${flow.api.base}/${mediaId}`,
        query: { fields: 'permalink' },
      },
      permalinkAnswer,
    );
    return answer.permalink ?? null;
  } catch {
    // The post exists: a missing link must not turn a published post into a failure.
    return null;
  }
}

/**
 * A published container does not name its media: the media is the user's post with the same
 * text, made since the container (the earliest such, as the container was published once).
 */
async function findPublished(
  flow: ContainerFlow,
  input: PublishInput,
): Promise<PublishResult | null> {
  const { api } = flow;
  const answer = await flow.context.http.fetchJson(
    {
      ...flowRequest(flow, input),
      operation: 'the media list request',
      method: 'GET',
      url: `${api.base}/${input.account.externalId}/${api.containerEdge}`,
      query: { fields: `id,${api.textField},timestamp,permalink`, limit: LIST_LIMIT },
    },
    mediaList,
  );
  const since = Date.parse(input.handles[HANDLES.containerCreatedAt] ?? '') - CLOCK_SLACK_MS;
  const matches = answer.data.filter((item) => {
    const raw = item[api.textField];
    const text = typeof raw === 'string' ? raw : '';
    const time = Date.parse(item.timestamp ?? '');
    return text.trim() === input.text.trim() && (Number.isNaN(since) || time >= since);
  });
  const earliest = matches.at(-1);
  return earliest ? { platformPostId: earliest.id, url: earliest.permalink ?? null } : null;
}

async function publish(flow: ContainerFlow, input: PublishInput): Promise<PublishResult> {
  const { api, label } = flow;
  const saved = await savedResult(flow, input);
  if (saved) return saved;

  const resumed = input.handles[HANDLES.container] !== undefined;
  let containerId = await ensureContainer(flow, input, false);
  let status = await awaitContainer(flow, input, containerId);
  // A saved container may have outlived its 24 hours: make the containers again.
  if (status === 'EXPIRED' && resumed) {
    containerId = await ensureContainer(flow, input, true);
    status = await awaitContainer(flow, input, containerId);
  }
  // An earlier run published it and lost the answer (it should have reconciled).
  if (status === 'PUBLISHED') return publishedPost(flow, input);
  if (status !== 'FINISHED') {
    throw new PlatformError(
      api.platform,
      status === 'EXPIRED' ? 'transient' : 'unknown',
      `${label} answered the container status ${status}`,
    );
  }

  await input.markIrreversible();
  const published = await flow.context.http
    .fetchJson(
      {
        ...flowRequest(flow, input),
        operation: 'the publish request',
        method: 'POST',
        url: `${api.base}/${input.account.externalId}/${api.publishEdge}`,
        query: { creation_id: containerId },
      },
      idAnswer,
    )
    .catch(async (error: unknown) => {
      // Refused because the container went out meanwhile: an earlier run of this target published
      // it (woken from a pause after its successor's status check): that is the post.
      if (error instanceof PlatformError && error.status === 400) {
        const existing = await reconcile(flow, input);
        if (existing) return { id: existing.platformPostId };
      }
      throw error;
    });
  await input.saveHandle(HANDLES.mediaId, published.id);
  return { platformPostId: published.id, url: await permalink(flow, input, published.id) };
}

/** After a lost publish answer: the saved container's status says whether it went out. */
async function reconcile(flow: ContainerFlow, input: PublishInput): Promise<PublishResult | null> {
  const saved = await savedResult(flow, input);
  if (saved) return saved;
  const containerId = input.handles[HANDLES.container];
  if (!containerId) return null;
  const { status } = await readStatus(flow, input, containerId);
  return status === 'PUBLISHED' ? publishedPost(flow, input) : null;
}

/** The post a container published, which must be among the account's recent posts. */
async function publishedPost(flow: ContainerFlow, input: PublishInput): Promise<PublishResult> {
  const found = await findPublished(flow, input);
  if (found) return found;
  throw new PlatformError(
    flow.api.platform,
    'unknown',
    `${flow.label} says the post was published but it is not among the account's recent posts`,
  );
}

/** The result of a run whose publish call answered (its media id saved), or null. */
async function savedResult(
  flow: ContainerFlow,
  input: PublishInput,
): Promise<PublishResult | null> {
  const savedMedia = input.handles[HANDLES.mediaId];
  return savedMedia
    ? { platformPostId: savedMedia, url: await permalink(flow, input, savedMedia) }
    : null;
}
