import type { PlatformError, PublishInput } from '@fanout/platforms';
import type { CoreDeps } from '../deps';
import { checkMediaUrls } from './check-media-urls';
import type { Failure } from './record-outcome';

/**
 * A pulling platform could not download our media (ADR 0035). If our own URLs serve every file right
 * now, the file is what the platform refused: that ends the target, naming the file. If they do not,
 * our server was down (a restart) or the storage behind it: temporary, retried on the schedule, and
 * the message says so without blaming the user's media.
 */
export async function mediaFetchFailure(
  deps: Pick<CoreDeps, 'logger'>,
  error: PlatformError,
  label: string,
  media: PublishInput['media'],
): Promise<{ failure: Failure; retryMessage?: (at: Date) => string }> {
  const check = await checkMediaUrls(media);
  if (check.served) {
    const names = media.map((file) => file.fileName).join(', ');
    return {
      failure: {
        errorClass: 'invalid_content',
        message: `${label} could not use the media (${names}) although our server delivered it: ${error.message}`,
      },
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
    retryMessage: (at) => `${lead}; it will be retried at ${clockTime(at)}.`,
  };
}

/** "14:05:09 UTC": the server does not know the reader's zone; the UI shows the wait in theirs. */
function clockTime(at: Date): string {
  return `${at.toISOString().slice(11, 19)} UTC`;
}
