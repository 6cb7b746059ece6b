import type { PlatformError, PublishInput } from '@fanout/platforms';
import type { CoreDeps } from '../deps';
import { checkMediaUrls } from './check-media-urls';
import type { Failure } from './run';

/** Handle marking a target whose platform refused our media once while our URL served it. */
export const REFUSED_WHILE_SERVED_HANDLE = 'fanout.mediaRefusedWhileServed';

/**
 * A pulling platform could not download our media (ADR 0035). If our own URLs do not serve every
 * file right now, our server was down (a restart) or the storage behind it: temporary, retried on
 * the schedule, and the message says so without blaming the user's media. If they do, the file may
 * be what the platform refused — or our server came back between the platform's download and this
 * check (a restart ending), which "served now" cannot rule out. So the first such refusal is tried
 * once more (`firstServedRefusal`: the caller remembers it), and only a second one ends the target,
 * naming the file (ADR 0038).
 */
export async function mediaFetchFailure(
  deps: Pick<CoreDeps, 'logger'>,
  error: PlatformError,
  label: string,
  media: PublishInput['media'],
  options: { refusedWhileServedBefore?: boolean } = {},
): Promise<{
  failure: Failure;
  retryMessage?: (at: Date, timeZone?: string) => string;
  firstServedRefusal?: boolean;
}> {
  const check = await checkMediaUrls(media);
  if (check.served) {
    const names = media.map((file) => file.fileName).join(', ');
    const blamed = `${label} could not use the media (${names}) although our server delivered it: ${error.message}`;
    if (options.refusedWhileServedBefore) {
      return { failure: { errorClass: 'invalid_content', message: blamed } };
    }
    return {
      failure: { errorClass: 'transient', message: blamed },
      retryMessage: (at, timeZone) =>
        `${label} could not fetch the media (${names}), which our server delivers now; it will be tried once more at ${clockTime(at, timeZone)}.`,
      firstServedRefusal: true,
    };
  }
  deps.logger.warn(
    { platform: error.platform, fileName: check.fileName, reason: check.reason },
    'a platform could not fetch our media and our own media URL does not answer either',
  );
  const lead = `Our media server was not reachable when ${label} fetched the file`;
  return {
    failure: {
      errorClass: 'transient',
      message: `${lead}, on every try; post it again once the server is up.`,
    },
    retryMessage: (at, timeZone) => `${lead}; it will be retried at ${clockTime(at, timeZone)}.`,
  };
}

/**
 * "14:05:09 UTC", "15:05:09 GMT+1": a retry's time on the owner's clock (ADR 0056), with the zone's
 * short name, since the message is kept on the target and read later.
 */
export function clockTime(at: Date, timeZone = 'UTC'): string {
  return at.toLocaleTimeString('en-US', {
    timeZone,
    hourCycle: 'h23',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    timeZoneName: 'short',
  });
}
