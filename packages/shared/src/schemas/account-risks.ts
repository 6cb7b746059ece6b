import { z } from 'zod';
import { PLATFORM_LABELS } from '../platforms';
import { addDays, zonedWallTime } from '../time/zoned-time';
import { platformSchema } from './accounts';

/**
 * Why a connected account's scheduled posts will fail before they are due (ADR 0060): the platform refused to renew its access (`needs_attention`), renewing it keeps
 * failing and the access ends before they are due (`refresh_failing`), or its access ends, and
 * cannot be renewed, before they are due (`access_ending`).
 */
export const ACCOUNT_RISK_REASONS = [
  'needs_attention',
  'refresh_failing',
  'access_ending',
] as const;
export type AccountRiskReason = (typeof ACCOUNT_RISK_REASONS)[number];

/** The soonest at-risk posts an account's warning lists; `postCount` counts them all. */
export const ACCOUNT_RISK_POSTS_SHOWN = 50;

export const accountRiskSchema = z.object({
  accountId: z.string(),
  platform: platformSchema,
  /** The account's name as the Connected Accounts page shows it. */
  accountName: z.string(),
  groupId: z.string(),
  reason: z.enum(ACCOUNT_RISK_REASONS),
  /** The platform's own words when it refused (needs_attention), else null. */
  statusMessage: z.string().nullable(),
  /**
   * When the account's access ends or ended unless renewed (access_ending, refresh_failing); else
   * null. Every scheduled target of the account due after it will fail (`targetAtRisk`).
   */
  accessEndsAt: z.string().nullable(),
  /** Scheduled posts of this account that will fail, all of them. */
  postCount: z.number().int().positive(),
  /** The soonest of them (at most ACCOUNT_RISK_POSTS_SHOWN), earliest first. */
  posts: z.array(z.object({ postId: z.string(), targetId: z.string(), dueAt: z.string() })),
});
export type AccountRisk = z.infer<typeof accountRiskSchema>;

/**
 * Whether a target of an at-risk account will fail, read from that account's risk: every
 * scheduled target when the platform refused (needs_attention), else those due after the access
 * ends. It is the server's rule (`riskTerms` in core), so a page marks every post it shows, not
 * only the soonest ones the risk lists; the integration test checks the two agree.
 */
export function targetAtRisk(
  risk: Pick<AccountRisk, 'reason' | 'accessEndsAt'>,
  target: { state: string; dueAt: string | null },
): boolean {
  if (target.state !== 'scheduled' || target.dueAt === null) return false;
  if (risk.reason === 'needs_attention') return true;
  return risk.accessEndsAt !== null && Date.parse(risk.accessEndsAt) < Date.parse(target.dueAt);
}

/** When an instant falls, said from `now` in `timeZone`: "today", "tomorrow", "on Friday", "on Dec 3". */
export function dayPhrase(at: Date, now: Date, timeZone: string): string {
  const day = zonedWallTime(at, timeZone).date;
  const today = zonedWallTime(now, timeZone).date;
  if (day === today) return 'today';
  if (day === addDays(today, 1)) return 'tomorrow';
  const options: Intl.DateTimeFormatOptions =
    day > today && day < addDays(today, 7)
      ? { weekday: 'long', timeZone }
      : { month: 'short', day: 'numeric', timeZone };
  return `on ${at.toLocaleDateString('en-US', options)}`;
}

/**
 * The warning's one line: "3 posts on Friday will fail: reconnect Instagram now" (posts spread
 * over several days: "5 posts from Friday on will fail: ..."). The same words on the dashboard,
 * and in the notification.
 */
export function accountRiskHeadline(
  risk: Pick<AccountRisk, 'platform' | 'postCount' | 'posts'>,
  now: Date,
  timeZone: string,
): string {
  const dues = risk.posts.map((post) => new Date(post.dueAt));
  const first = dues[0] ?? now;
  const last = dues.at(-1) ?? first;
  const firstDay = dayPhrase(first, now, timeZone);
  const oneDay =
    risk.postCount === risk.posts.length &&
    zonedWallTime(first, timeZone).date === zonedWallTime(last, timeZone).date;
  const when = oneDay ? firstDay : `from ${firstDay.replace(/^on /, '')} on`;
  const posts = risk.postCount === 1 ? '1 post' : `${risk.postCount} posts`;
  return `${posts} ${when} will fail: reconnect ${PLATFORM_LABELS[risk.platform]} now`;
}

/** Why, in a sentence: the platform's refusal, or when the access ended or ends. */
export function accountRiskReasonText(
  risk: Pick<AccountRisk, 'platform' | 'reason' | 'statusMessage' | 'accessEndsAt'>,
  timeZone: string,
  now: Date = new Date(),
): string {
  const name = PLATFORM_LABELS[risk.platform];
  const ends = risk.accessEndsAt
    ? new Date(risk.accessEndsAt).toLocaleString('en-US', {
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZone,
      })
    : null;
  const ended = risk.accessEndsAt !== null && Date.parse(risk.accessEndsAt) <= now.getTime();
  const endsText = `${ended ? 'ended' : 'ends'}${ends ? ` on ${ends}` : ''}`;
  switch (risk.reason) {
    case 'needs_attention':
      // The headline already says to reconnect: the refusal's own "Reconnect this account: " goes.
      return (
        risk.statusMessage?.replace(/^Reconnect this account: /, '') ??
        `${name} refused to renew this account's access.`
      );
    case 'refresh_failing':
      return `Renewing this account's ${name} access keeps failing; its access ${endsText}.`;
    case 'access_ending':
      return `This account's ${name} access ${endsText} and ${name} does not let Fanout renew it.`;
  }
}
