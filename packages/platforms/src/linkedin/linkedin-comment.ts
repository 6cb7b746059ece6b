import { z } from 'zod';
import { PlatformError } from '../platform-client';
import { COMMENT_ATTEMPTED_AT_HANDLE, matchOwnComment } from '../publish/match-recent-post';
import type { FollowUpInput, FollowUpResult } from '../publish/publisher';
import type { PublisherContext } from '../publish/publisher-context';
import { linkedInAuthor, linkedInCall } from './linkedin-request';

/** Comments read per page of Get Comments, and the pages read before giving up on the list. */
const PAGE_SIZE = 50;
const MAX_PAGES = 10;

const comment = z.object({
  commentUrn: z.string().min(1).optional(),
  id: z.string().min(1).optional(),
  object: z.string().min(1).optional(),
  actor: z.string().optional(),
  message: z.object({ text: z.string() }).optional(),
  created: z.object({ time: z.number() }).optional(),
});
type LinkedInComment = z.output<typeof comment>;

const commentPage = z.object({
  paging: z.object({ total: z.number().optional() }).optional(),
  elements: z.array(comment),
});

function commentsUrl(context: PublisherContext, postUrn: string): string {
  return `${context.hosts.linkedin.api}/rest/socialActions/${encodeURIComponent(postUrn)}/comments`;
}

function resultOf(postUrn: string, commentUrn: string): FollowUpResult {
  return {
    platformPostId: commentUrn,
    url: `https://www.linkedin.com/feed/update/${postUrn}/?commentUrn=${encodeURIComponent(commentUrn)}`,
    handles: {},
  };
}

/**
 * The comment's URN: `commentUrn` of the answer, else built as the Comments API composes it,
 * `urn:li:comment:({object},{id})`, from the id in `x-restli-id` (or the body's `id`). Null when
 * the answer carries neither.
 */
export function commentUrnOf(
  answer: LinkedInComment,
  restliId: string | null,
  postUrn: string,
): string | null {
  if (answer.commentUrn) return answer.commentUrn;
  if (restliId?.startsWith('urn:li:comment:')) return restliId;
  const id = restliId ?? answer.id;
  return id ? `urn:li:comment:(${answer.object ?? postUrn},${id})` : null;
}

/**
 * A first comment (ADR 0084) through the Comments API: `POST /rest/socialActions/{post URN}/comments`
 * as the member the post was published as — the irreversible call, `comment.attemptedAt` saved
 * with its mark. The message is plain text with attributes, not little text: sent as written.
 */
export async function publishLinkedInComment(
  context: PublisherContext,
  input: FollowUpInput,
): Promise<FollowUpResult> {
  const postUrn = input.root.platformPostId;
  await input.markIrreversible({ [COMMENT_ATTEMPTED_AT_HANDLE]: context.now().toISOString() });
  const answer = await context.http.exchange(
    linkedInCall(input, {
      operation: 'the first comment',
      method: 'POST',
      url: commentsUrl(context, postUrn),
      json: { actor: linkedInAuthor(input), object: postUrn, message: { text: input.text } },
    }),
  );
  const body = comment.safeParse(answer.body ?? {});
  const urn = commentUrnOf(
    body.success ? body.data : {},
    answer.headers.get('x-restli-id'),
    postUrn,
  );
  if (!urn) {
    throw new PlatformError(
      'linkedin',
      'unknown',
      'LinkedIn created the comment but answered neither its commentUrn nor an x-restli-id',
    );
  }
  return resultOf(postUrn, urn);
}

/**
 * After a lost answer to the comment: Get Comments on the post, every page, and the member's one
 * comment with exactly our text made since the attempt (matchOwnComment). Reading comments takes
 * `r_member_social`, as reading posts does (ADR 0037, 0038): without it LinkedIn answers 403 and
 * the answer is 'cannot_tell' at once, as the post's is. A list longer than we read is too.
 */
export async function reconcileLinkedInComment(
  context: PublisherContext,
  input: FollowUpInput,
): Promise<FollowUpResult | null | 'cannot_tell'> {
  const attempted = Date.parse(input.handles[COMMENT_ATTEMPTED_AT_HANDLE] ?? '');
  // Never attempted: the comment cannot exist.
  if (Number.isNaN(attempted)) return null;
  const postUrn = input.root.platformPostId;
  let comments: LinkedInComment[] | 'too_many';
  try {
    comments = await readComments(context, input, postUrn);
  } catch (error) {
    if (error instanceof PlatformError && error.errorClass === 'auth') return 'cannot_tell';
    throw error;
  }
  if (comments === 'too_many') return 'cannot_tell';
  const member = linkedInAuthor(input);
  const own = comments.flatMap((listed) => {
    const urn = commentUrnOf(listed, null, postUrn);
    return listed.actor === member && urn
      ? [{ id: urn, text: listed.message?.text ?? '', createdAt: listed.created?.time ?? NaN }]
      : [];
  });
  const match = matchOwnComment(own, input.text, attempted, context.now().getTime());
  return match === null || match === 'cannot_tell' ? match : resultOf(postUrn, match.id);
}

async function readComments(
  context: PublisherContext,
  input: FollowUpInput,
  postUrn: string,
): Promise<LinkedInComment[] | 'too_many'> {
  const comments: LinkedInComment[] = [];
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const answer = await context.http.fetchJson(
      linkedInCall(input, {
        operation: 'the read-back of the comments',
        method: 'GET',
        url: commentsUrl(context, postUrn),
        query: { start: String(comments.length), count: String(PAGE_SIZE) },
      }),
      commentPage,
    );
    comments.push(...answer.elements);
    const total = answer.paging?.total;
    const more =
      total === undefined ? answer.elements.length === PAGE_SIZE : comments.length < total;
    if (!more || answer.elements.length === 0) return comments;
  }
  return 'too_many';
}
