import { PLATFORM_LABELS, type TargetAnalytics } from '@fanout/shared';
import { relativeTimeOf } from '../time/relative-time';

/**
 * Where one target's figures stand, in words (ADR 0090's states): how fresh they are, or why
 * there are none or they are old. `reconnect` asks for the account page's Reconnect.
 */
export interface TargetAnalyticsStatus {
  text: string;
  tone: 'dimmed' | 'orange' | 'red';
  reconnect: boolean;
}

export const WAITING_TEXT = 'Not read yet: first read about an hour after publishing';
export const RECONNECT_TEXT = 'Reconnect to see analytics';

/** "updated 2 hours ago", or nothing before the first read. */
export function updatedText(fetchedAt: string | null, now: Date, locale?: string): string | null {
  return fetchedAt === null ? null : `updated ${relativeTimeOf(fetchedAt, now, locale)}`;
}

export function targetAnalyticsStatus(
  target: Pick<TargetAnalytics, 'state' | 'problem' | 'fetchedAt' | 'nextRefreshAt' | 'platform'>,
  now: Date,
  locale?: string,
): TargetAnalyticsStatus {
  const updated = updatedText(target.fetchedAt, now, locale);
  const network = PLATFORM_LABELS[target.platform];
  // The server's words say why (which setting, what the network answered); these are fallbacks.
  const withUpdated = (text: string) => (updated === null ? text : `${text} (figures ${updated})`);
  switch (target.state) {
    case 'waiting':
      return { text: WAITING_TEXT, tone: 'dimmed', reconnect: false };
    case 'fresh': {
      const next =
        target.nextRefreshAt === null
          ? ''
          : `; next read ${relativeTimeOf(target.nextRefreshAt, now, locale)}`;
      return {
        text: `${capitalised(updated ?? 'not read yet')}${next}`,
        tone: 'dimmed',
        reconnect: false,
      };
    }
    case 'postponed':
      return {
        text: withUpdated(target.problem ?? `${network} asked us to wait; read again later`),
        tone: 'orange',
        reconnect: false,
      };
    case 'reconnect':
      return {
        text: withUpdated(target.problem ?? RECONNECT_TEXT),
        tone: 'orange',
        reconnect: true,
      };
    case 'off':
      return {
        text: target.problem ?? `${network} figures are not read on this server`,
        tone: 'dimmed',
        reconnect: false,
      };
    case 'gone':
      return {
        text: withUpdated(target.problem ?? `No longer on ${network}`),
        tone: 'red',
        reconnect: false,
      };
  }
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * "Refresh now" (at most once per 5 minutes per post): usable from `refreshAvailableAt`; until
 * then disabled, saying when.
 */
export function refreshNowState(
  refreshAvailableAt: string | null,
  now: Date,
  locale?: string,
): { disabled: boolean; hint: string | null } {
  if (refreshAvailableAt === null || new Date(refreshAvailableAt).getTime() <= now.getTime()) {
    return { disabled: false, hint: null };
  }
  const when = relativeTimeOf(refreshAvailableAt, now, locale);
  return {
    disabled: true,
    hint: when === 'just now' ? 'Available again in a moment' : `Available again ${when}`,
  };
}
