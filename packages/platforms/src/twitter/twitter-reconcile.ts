import { z } from 'zod';
import { bearer } from '../http/platform-request';
import type {
  FollowUpInput,
  FollowUpResult,
  PublishInput,
  PublishResult,
} from '../publish/publisher';
import type { PublisherContext } from '../publish/publisher-context';
import { twitterPostUrl } from './twitter-post-url';

/** Saved just before the irreversible call: where the read-back starts looking. */
export const TWEET_ATTEMPT_HANDLE = 'tweet.attemptedAt';

// Clocks differ: look a little before our own time of the attempt.
const CLOCK_SKEW_MS = 5 * 60_000;

const userPosts = z.object({
  data: z
    .array(
      z.object({
        id: z.string().min(1),
        text: z.string(),
        referenced_posts: z.array(z.object({ type: z.string(), id: z.string() })).nullish(),
      }),
    )
    .nullish(),
});

type ReadBackPost = NonNullable<z.infer<typeof userPosts>['data']>[number];

/**
 * The account's posts since `attempted` (minus the clock skew), one page of 100: the posts only, or
 * with their replies and what each replies to.
 */
async function readBack(
  context: PublisherContext,
  input: Pick<PublishInput, 'account' | 'rateLimits'>,
  attempted: string,
  replies: boolean,
): Promise<ReadBackPost[]> {
  const since = new Date(Date.parse(attempted) - CLOCK_SKEW_MS);
  const answer = await context.http.fetchJson(
    {
      platform: 'twitter',
      operation: 'the read-back of recent posts',
      method: 'GET',
      url: `${context.hosts.twitter.api}/2/users/${encodeURIComponent(input.account.externalId)}/tweets`,
      query: {
        start_time: since.toISOString().replace(/\.\d{3}Z$/, 'Z'),
        max_results: '100',
        ...(replies ? { expansions: 'referenced_posts' } : { exclude: 'replies,retweets' }),
      },
      auth: bearer(input.account.accessToken),
      rateLimits: input.rateLimits,
    },
    userPosts,
  );
  return answer.data ?? [];
}

/**
 * After a lost answer to `POST /2/tweets`: reads the user's posts since the attempt
 * (`GET /2/users/{id}/tweets?start_time=`) and finds the one with exactly our text. X has no
 * idempotency key, so the text is the only link; one page of 100 covers any sane posting rate.
 */
export async function reconcileTweet(
  context: PublisherContext,
  input: PublishInput,
): Promise<PublishResult | null> {
  const attempted = input.handles[TWEET_ATTEMPT_HANDLE];
  // Never attempted: the post cannot exist.
  if (!attempted) return null;
  const posts = await readBack(context, input, attempted, false);
  const wanted = normalise(input.text);
  const match = posts.find((post) => readBackText(post.text) === wanted);
  return match
    ? { platformPostId: match.id, url: twitterPostUrl(input.account.username, match.id) }
    : null;
}

/**
 * After a lost answer to a thread's reply (ADR 0084): the account's posts and replies since the
 * attempt; ours is the one with exactly our text that replies to our parent.
 */
export async function reconcileReply(
  context: PublisherContext,
  input: FollowUpInput,
): Promise<FollowUpResult | null> {
  const attempted = input.handles[TWEET_ATTEMPT_HANDLE];
  if (!attempted) return null;
  const posts = await readBack(context, input, attempted, true);
  const wanted = normalise(input.text);
  const match = posts.find(
    (post) =>
      readBackText(post.text) === wanted &&
      (post.referenced_posts ?? []).some(
        (ref) => ref.type === 'replied_to' && ref.id === input.parent.platformPostId,
      ),
  );
  return match
    ? {
        platformPostId: match.id,
        url: twitterPostUrl(input.account.username, match.id),
        handles: {},
      }
    : null;
}

/**
 * The text as X returns it, made comparable: X escapes & < > and appends a t.co link for
 * attached media; both are undone.
 */
function readBackText(text: string): string {
  const unescaped = text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  return normalise(unescaped.replace(/(?:\s*https:\/\/t\.co\/\w+)+$/, ''));
}

// X stores text NFC-normalised (twitter-text counts it that way too).
function normalise(text: string): string {
  return text.normalize('NFC').trim();
}
