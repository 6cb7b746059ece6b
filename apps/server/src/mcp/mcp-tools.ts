import { z } from 'zod';
import {
  CREDITS_PER_PLATFORM,
  MEDIA_URL_MAX,
  PLATFORMS,
  type ApiKeyScope,
  type Post,
} from '@fanout/shared';
import type { McpCall } from './mcp-call';
import { postToolShape, toCreatePostPayload, type PostToolInput } from './mcp-post-input';

/** What a tool answers: a sentence for the agent and the data it is about. */
export interface ToolAnswer {
  summary: string;
  data: unknown;
}

/**
 * One MCP tool (ADR 0097): its name, what the agent reads, the API key scope it needs (a key
 * without it is not offered the tool, and the procedures refuse it anyway), and what it runs.
 */
export interface McpTool<Shape extends z.ZodRawShape = z.ZodRawShape> {
  name: string;
  title: string;
  description: string;
  scope: ApiKeyScope;
  /** Changes nothing: no audit row, and clients may call it without asking. */
  readOnly: boolean;
  input: Shape;
  run: (call: McpCall, input: z.infer<z.ZodObject<Shape>>) => Promise<ToolAnswer>;
}

function tool<Shape extends z.ZodRawShape>(definition: McpTool<Shape>): McpTool {
  return definition as unknown as McpTool;
}

const DRAFT_COST = 'A draft costs no credits.';
const PUBLISH_COST = `Publishing costs ${CREDITS_PER_PLATFORM} credits per account, charged when that account's post goes out (a failed one is refunded).`;
const AGENTS_MAY_PUBLISH = `Only a key with "Agents may publish" schedules: any other key saves a draft for a person to approve (no credits).`;

function cost(accounts: number): string {
  return `${accounts * CREDITS_PER_PLATFORM} credits (${CREDITS_PER_PLATFORM} per account)`;
}

function whereTo(post: Post): string {
  return post.platforms.map((target) => target.platform).join(', ');
}

/** A post that had to be a draft because the key may not publish, and why. */
async function draftForApproval(call: McpCall, input: PostToolInput, scheduledAt?: string) {
  const post = await call.caller.post.create(toCreatePostPayload(input, 'draft', scheduledAt));
  return {
    summary:
      `Saved as draft ${post.id} for a person to approve: this API key may not publish or schedule ` +
      `(its owner can allow it under Developer Settings, "Agents may publish"). ${DRAFT_COST}`,
    data: post,
  };
}

const dateOnly = z.iso.date().describe('A date, YYYY-MM-DD, in the account owner’s time zone');

function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

/** Every tool the server offers, in the order a client lists them. */
export const MCP_TOOLS: readonly McpTool[] = [
  tool({
    name: 'list_accounts',
    title: 'List connected accounts',
    description:
      'The social accounts connected to Fanout (id, network, name, group, status). Use their ids as accountIds. Free.',
    scope: 'accounts:read',
    readOnly: true,
    input: {},
    run: async (call) => {
      const accounts = await call.caller.socialAccount.list();
      return { summary: `${accounts.length} connected accounts.`, data: accounts };
    },
  }),
  tool({
    name: 'list_groups',
    title: 'List account groups',
    description:
      'The account groups (brands or clients) and how many accounts each holds (list_accounts gives each account its groupId). Each group has the posting queue add_to_queue uses. Free.',
    scope: 'accounts:read',
    readOnly: true,
    input: {},
    run: async (call) => {
      const groups = await call.caller.accountGroup.list();
      return { summary: `${groups.length} account groups.`, data: groups };
    },
  }),
  tool({
    name: 'create_draft',
    title: 'Create a draft',
    description: `Saves a post as a draft, with per-network variants (text, media, thread, first comment), for a person to review in Fanout. Nothing is published. ${DRAFT_COST}`,
    scope: 'posts:write',
    readOnly: false,
    input: postToolShape,
    run: async (call, input) => {
      const post = await call.caller.post.create(toCreatePostPayload(input, 'draft'));
      await call.recordChange('create_draft');
      return { summary: `Draft ${post.id} saved for ${whereTo(post)}. ${DRAFT_COST}`, data: post };
    },
  }),
  tool({
    name: 'schedule_post',
    title: 'Schedule a post',
    description: `Schedules a post for a time, or publishes it now when scheduledAt is left out. ${PUBLISH_COST} ${AGENTS_MAY_PUBLISH}`,
    scope: 'posts:write',
    readOnly: false,
    input: {
      ...postToolShape,
      scheduledAt: z
        .string()
        .max(64)
        .optional()
        .describe(
          'When to publish: an ISO 8601 time with its offset, in the future (e.g. 2026-12-01T09:30:00+01:00); left out, now',
        ),
    },
    run: async (call, input) => {
      if (!call.key.agentsMayPublish) {
        const post = await draftForApproval(call, input, input.scheduledAt);
        await call.recordChange('schedule_post');
        return post;
      }
      const now = input.scheduledAt === undefined;
      const post = await call.caller.post.create(
        toCreatePostPayload(input, now ? 'published' : 'scheduled', input.scheduledAt),
      );
      await call.recordChange('schedule_post');
      const when = now ? 'now' : `at ${post.scheduledAt}`;
      return {
        summary: `Post ${post.id} will publish ${when} to ${whereTo(post)}: ${cost(post.platforms.length)} when it goes out.`,
        data: post,
      };
    },
  }),
  tool({
    name: 'add_to_queue',
    title: 'Add a post to the queue',
    description: `Schedules a post at its group's next free queue slot (the group's posting schedule). ${PUBLISH_COST} ${AGENTS_MAY_PUBLISH}`,
    scope: 'posts:write',
    readOnly: false,
    input: {
      ...postToolShape,
      groupId: z.uuid().describe('The account group whose queue takes the post (list_groups)'),
    },
    run: async (call, input) => {
      if (!call.key.agentsMayPublish) {
        const post = await draftForApproval(call, input);
        await call.recordChange('add_to_queue');
        return post;
      }
      const { status: _status, scheduledAt: _at, ...payload } = toCreatePostPayload(input, 'draft');
      const queued = await call.caller.queue.add({ ...payload, groupId: input.groupId });
      await call.recordChange('add_to_queue');
      return {
        summary: `Post ${queued.post.id} queued for ${queued.slot} to ${whereTo(queued.post)}: ${cost(queued.post.platforms.length)} when it goes out.`,
        data: queued,
      };
    },
  }),
  tool({
    name: 'get_post',
    title: 'Read a post',
    description:
      "A post's status and, per account, its state, link once published, the error if it failed, and when a waiting one tries again. Free.",
    scope: 'posts:read',
    readOnly: true,
    input: { postId: z.uuid().describe('The post id a tool answered') },
    run: async (call, input) => {
      const post = await call.caller.post.get({ id: input.postId });
      const lines = post.platforms.map(
        (target) =>
          `${target.platform}: ${target.state}${target.platformPostUrl ? ` ${target.platformPostUrl}` : ''}${target.errorMessage ? ` (${target.errorMessage})` : ''}`,
      );
      return { summary: [`Post ${post.id} is ${post.status}.`, ...lines].join('\n'), data: post };
    },
  }),
  tool({
    name: 'list_upcoming_posts',
    title: 'List upcoming posts',
    description:
      'The scheduled posts not yet published, soonest first, a page at a time (pass nextCursor back as cursor). Free.',
    scope: 'posts:read',
    readOnly: true,
    input: {
      limit: z.number().int().min(1).max(100).optional().describe('At most this many (20)'),
      cursor: z.string().max(200).optional().describe('nextCursor of the previous page'),
    },
    run: async (call, input) => {
      const page = await call.caller.post.scheduled({ limit: input.limit, cursor: input.cursor });
      return { summary: `${page.items.length} upcoming posts.`, data: page };
    },
  }),
  tool({
    name: 'get_post_analytics',
    title: "Read a post's analytics",
    description:
      "A published post's figures per account (views, likes, comments, shares… as each network reports them), with their history. Free.",
    scope: 'analytics:read',
    readOnly: true,
    input: { postId: z.uuid().describe('The post id') },
    run: async (call, input) => {
      const figures = await call.caller.analytics.post({ id: input.postId });
      return { summary: `Figures of post ${input.postId}.`, data: figures };
    },
  }),
  tool({
    name: 'get_analytics_overview',
    title: 'Read the analytics overview',
    description:
      'Totals, per network and per day figures and the top posts of a period (the last 30 days unless from and to say otherwise), optionally for one group or network. Free.',
    scope: 'analytics:read',
    readOnly: true,
    input: {
      from: dateOnly.optional(),
      to: dateOnly.optional(),
      groupId: z.uuid().optional().describe('Only this account group'),
      platform: z.enum(PLATFORMS).optional().describe('Only this network'),
    },
    run: async (call, input) => {
      const from = input.from ?? daysAgo(29);
      const to = input.to ?? daysAgo(0);
      const overview = await call.caller.analytics.overview({ ...input, from, to });
      return { summary: `Analytics from ${from} to ${to}.`, data: overview };
    },
  }),
  tool({
    name: 'upload_media_from_url',
    title: 'Upload media from a URL',
    description:
      'Downloads an image or video from a public http(s) URL into the content library, checked as an upload is (type, size, storage quota); use the answered id in mediaIds. Free.',
    scope: 'media:write',
    readOnly: false,
    input: { url: z.string().max(MEDIA_URL_MAX).describe('A public http(s) URL of the file') },
    run: async (call, input) => {
      const item = await call.caller.content.importUrl({ url: input.url });
      await call.recordChange('upload_media_from_url');
      return { summary: `"${item.title}" added to the library as ${item.id}.`, data: item };
    },
  }),
];
