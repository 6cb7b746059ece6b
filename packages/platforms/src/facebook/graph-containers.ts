import { z } from 'zod';
import { bearer } from '../http/platform-request';
import { PlatformError } from '../platform-client';
import type { PublishInput, PublishMediaFile } from '../publish/publisher';
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

/**
 * What one run of the flow reads and saves: a post's PublishInput, or a thread reply's
 * FollowUpInput (no media: a TEXT container).
 */
export type ContainerRun = Pick<
  PublishInput,
  'account' | 'text' | 'handles' | 'saveHandle' | 'markIrreversible' | 'rateLimits'
> & { media?: readonly PublishMediaFile[] };

/** One platform's container flow: its API shape, the context, and its name for messages. */
export interface ContainerFlow {
  context: PublisherContext;
  api: ContainerApi;
  label: string;
}

export const idAnswer = z.object({ id: z.string().min(1) });

/** What every request of the flow carries: the platform, the account's token, the rate-limit sink. */
export function flowRequest(
  flow: ContainerFlow,
  input: Pick<ContainerRun, 'account' | 'rateLimits'>,
) {
  return {
    platform: flow.api.platform,
    auth: bearer(input.account.accessToken),
    rateLimits: input.rateLimits,
  };
}

async function createContainer(
  flow: ContainerFlow,
  input: ContainerRun,
  params: Record<string, string>,
  operation: string,
): Promise<string> {
  const answer = await flow.context.http.fetchJson(
    {
      ...flowRequest(flow, input),
      operation,
      method: 'POST',
      url: `${flow.api.base}/${input.account.externalId}/${flow.api.containerEdge}`,
      form: params,
    },
    idAnswer,
  );
  return answer.id;
}

/** The carousel items' container ids: made now, or the ones an earlier run saved (unless `fresh`). */
async function ensureItems(
  flow: ContainerFlow,
  input: ContainerRun,
  media: readonly PublishMediaFile[],
  fresh: boolean,
): Promise<string[]> {
  const childIds: string[] = [];
  for (const [index, file] of media.entries()) {
    const name = HANDLES.item(index);
    let id = fresh ? undefined : input.handles[name];
    if (!id) {
      id = await createContainer(
        flow,
        input,
        flow.api.item(file),
        `the carousel item ${index + 1}`,
      );
      await input.saveHandle(name, id);
    }
    childIds.push(id);
  }
  return childIds;
}

/** The post's container id: made now, or the one an earlier run saved (unless `fresh`). */
export async function ensureContainer(
  flow: ContainerFlow,
  input: ContainerRun,
  fresh: boolean,
): Promise<string> {
  const { api } = flow;
  const saved = input.handles[HANDLES.container];
  if (saved && !fresh) return saved;
  const { media = [], text } = input;
  let params: Record<string, string>;
  const [first] = media;
  if (!first) {
    params = api.textOnly(text);
  } else if (media.length === 1) {
    params = api.single(first, text);
  } else {
    params = api.carousel(await ensureItems(flow, input, media, fresh), text);
  }
  const createdAt = flow.context.now().toISOString();
  const id = await createContainer(flow, input, params, 'the media container');
  await input.saveHandle(HANDLES.containerCreatedAt, createdAt);
  await input.saveHandle(HANDLES.container, id);
  return id;
}

export async function readStatus(flow: ContainerFlow, input: ContainerRun, containerId: string) {
  const { api } = flow;
  const answer = await flow.context.http.fetchJson(
    {
      ...flowRequest(flow, input),
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
export async function awaitContainer(
  flow: ContainerFlow,
  input: ContainerRun,
  containerId: string,
): Promise<string> {
  const { context, api, label } = flow;
  const deadline = Date.now() + context.poll.timeoutMs;
  for (;;) {
    const { status, reason } = await readStatus(flow, input, containerId);
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
