import { z } from 'zod';
import { bearer } from '../http/platform-request';
import { PlatformError } from '../platform-client';
import { PLATFORM_LABELS } from '../platform-labels';
import type { PublishInput, PublishMediaFile, PublishResult } from '../publish/publisher';
import type { PublisherContext } from '../publish/publisher-context';

/**
 * The container flow Threads and Instagram share (shared/reference/platform-apis.md §3, §6):
 * create a container per carousel item, then the post's container; poll its status until
 * FINISHED; publish it (the irreversible call); read the permalink. Every container id is saved
 * before the next step, so a rerun resumes where the last one stopped.
 */
export interface ContainerApi {
  platform: 'threads' | 'instagram';
  /** `{graph}/v1.0` or `{graph}/v21.0`. */
  base: string;
  /** `threads` or `media`. */
  containerEdge: string;
  /** `threads_publish` or `media_publish`. */
  publishEdge: string;
  /** `status` (Threads) or `status_code` (Instagram). */
  statusField: string;
  /** Where the reason of an ERROR status is: `error_message` (Threads), `status` (Instagram). */
  errorField: string;
  /** The post's text field in the user's media list: `text` or `caption`. */
  textField: string;
  /** The container parameters of a single-media post, a carousel item, a text post, a carousel. */
  single(file: PublishMediaFile, text: string): Record<string, string>;
  item(file: PublishMediaFile): Record<string, string>;
  textOnly(text: string): Record<string, string>;
  carousel(childIds: readonly string[], text: string): Record<string, string>;
}

export const HANDLES = {
  item: (index: number) => `item:${index}`,
  container: 'container',
  /** When the post's container was made: the lower bound of the reconcile search. */
  containerCreatedAt: 'containerCreatedAt',
  mediaId: 'mediaId',
} as const;

const idAnswer = z.object({ id: z.string().min(1) });
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

export function createContainerFlow(context: PublisherContext, api: ContainerApi) {
  const label = PLATFORM_LABELS[api.platform];
  const { http } = context;

  const request = (input: PublishInput) => ({
    platform: api.platform,
    auth: bearer(input.account.accessToken),
    rateLimits: input.rateLimits,
  });

  async function createContainer(
    input: PublishInput,
    params: Record<string, string>,
    operation: string,
  ): Promise<string> {
    const answer = await http.fetchJson(
      {
        ...request(input),
        operation,
        method: 'POST',
        url: `${api.base}/${input.account.externalId}/${api.containerEdge}`,
        form: params,
      },
      idAnswer,
    );
    return answer.id;
  }

  /** The post's container id: made now, or the one an earlier run saved (unless `fresh`). */
  async function ensureContainer(input: PublishInput, fresh: boolean): Promise<string> {
    const saved = input.handles[HANDLES.container];
    if (saved && !fresh) return saved;
    const { media, text } = input;
    let params: Record<string, string>;
    const [first] = media;
    if (!first) {
      params = api.textOnly(text);
    } else if (media.length === 1) {
      params = api.single(first, text);
    } else {
      const childIds: string[] = [];
      for (const [index, file] of media.entries()) {
        const name = HANDLES.item(index);
        let id = fresh ? undefined : input.handles[name];
        if (!id) {
          id = await createContainer(input, api.item(file), `the carousel item ${index + 1}`);
          await input.saveHandle(name, id);
        }
        childIds.push(id);
      }
      params = api.carousel(childIds, text);
    }
    const createdAt = context.now().toISOString();
    const id = await createContainer(input, params, 'the media container');
    await input.saveHandle(HANDLES.containerCreatedAt, createdAt);
    await input.saveHandle(HANDLES.container, id);
    return id;
  }

  async function readStatus(input: PublishInput, containerId: string) {
    const answer = await http.fetchJson(
      {
        ...request(input),
        operation: 'the container status request',
        method: 'GET',
        url: `${api.base}/${containerId}`,
        query: { fields: `${api.statusField},${api.errorField}` },
      },
      z.record(z.string(), z.unknown()),
    );
    const status = answer[api.statusField];
    const reason = answer[api.errorField];
    return {
      status: typeof status === 'string' ? status : 'UNKNOWN',
      reason: typeof reason === 'string' && reason !== '' ? reason : null,
    };
  }

  /** Polls until the container leaves IN_PROGRESS; answers its final status. */
  async function awaitContainer(input: PublishInput, containerId: string): Promise<string> {
    const deadline = Date.now() + context.poll.timeoutMs;
    for (;;) {
      const { status, reason } = await readStatus(input, containerId);
      if (status === 'ERROR') {
        throw new PlatformError(
          api.platform,
          'invalid_content',
          `${label} could not process the media${reason ? `: ${reason}` : ''}`,
        );
      }
      if (status !== 'IN_PROGRESS') return status;
      if (Date.now() >= deadline) {
        throw new PlatformError(
          api.platform,
          'transient',
          `${label} was still processing the media after ${Math.round(context.poll.timeoutMs / 1000)} s`,
        );
      }
      await context.sleep(context.poll.intervalMs);
    }
  }

  async function permalink(input: PublishInput, mediaId: string): Promise<string | null> {
    try {
      const answer = await http.fetchJson(
        {
          ...request(input),
          operation: 'the permalink request',
          method: 'GET',
          url: `${api.base}/${mediaId}`,
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
  async function findPublished(input: PublishInput): Promise<PublishResult | null> {
    const answer = await http.fetchJson(
      {
        ...request(input),
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

  async function publish(input: PublishInput): Promise<PublishResult> {
    const saved = await savedResult(input);
    if (saved) return saved;

    const resumed = input.handles[HANDLES.container] !== undefined;
    let containerId = await ensureContainer(input, false);
    let status = await awaitContainer(input, containerId);
    // A saved container may have outlived its 24 hours: make the containers again.
    if (status === 'EXPIRED' && resumed) {
      containerId = await ensureContainer(input, true);
      status = await awaitContainer(input, containerId);
    }
    // An earlier run published it and lost the answer (it should have reconciled).
    if (status === 'PUBLISHED') return publishedPost(input);
    if (status !== 'FINISHED') {
      throw new PlatformError(
        api.platform,
        status === 'EXPIRED' ? 'transient' : 'unknown',
        `${label} answered the container status ${status}`,
      );
    }

    await input.markIrreversible();
    const published = await http.fetchJson(
      {
        ...request(input),
        operation: 'the publish request',
        method: 'POST',
        url: `${api.base}/${input.account.externalId}/${api.publishEdge}`,
        query: { creation_id: containerId },
      },
      idAnswer,
    );
    await input.saveHandle(HANDLES.mediaId, published.id);
    return { platformPostId: published.id, url: await permalink(input, published.id) };
  }

  /** After a lost publish answer: the saved container's status says whether it went out. */
  async function reconcile(input: PublishInput): Promise<PublishResult | null> {
    const saved = await savedResult(input);
    if (saved) return saved;
    const containerId = input.handles[HANDLES.container];
    if (!containerId) return null;
    const { status } = await readStatus(input, containerId);
    return status === 'PUBLISHED' ? publishedPost(input) : null;
  }

  /** The post a container published, which must be among the account's recent posts. */
  async function publishedPost(input: PublishInput): Promise<PublishResult> {
    const found = await findPublished(input);
    if (found) return found;
    throw new PlatformError(
      api.platform,
      'unknown',
      `${label} says the post was published but it is not among the account's recent posts`,
    );
  }

  /** The result of a run whose publish call answered (its media id saved), or null. */
  async function savedResult(input: PublishInput): Promise<PublishResult | null> {
    const savedMedia = input.handles[HANDLES.mediaId];
    return savedMedia
      ? { platformPostId: savedMedia, url: await permalink(input, savedMedia) }
      : null;
  }

  return { publish, reconcile };
}
