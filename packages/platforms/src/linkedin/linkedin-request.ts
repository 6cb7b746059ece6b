import type { PlatformRequest } from '../http/platform-request';
import { bearer } from '../http/platform-request';
import type { PublishInput } from '../publish/publisher';

/**
 * The monthly LinkedIn-Version all REST calls pin (platform-apis.md §1: versions live about a year;
 * the docs list up to 2026-05). Move it forward deliberately, after reading the changelog.
 */
export const LINKEDIN_VERSION = '202605';

/** What every LinkedIn call needs of a run (a post's or a comment's): the account, its rate limits. */
export type LinkedInCallInput = Pick<PublishInput, 'account' | 'rateLimits'>;

/** Bearer token, version and Rest.li 2.0 headers every LinkedIn REST call carries. */
export function linkedInCall(
  input: LinkedInCallInput,
  request: Omit<PlatformRequest, 'platform' | 'auth' | 'rateLimits'>,
): PlatformRequest {
  return {
    ...request,
    platform: 'linkedin',
    auth: bearer(input.account.accessToken),
    rateLimits: input.rateLimits,
    headers: {
      'linkedin-version': LINKEDIN_VERSION,
      'x-restli-protocol-version': '2.0.0',
      ...request.headers,
    },
  };
}

/** The member URN posts are authored by: stored at connect, else built from the `sub`. */
export function linkedInAuthor(input: Pick<PublishInput, 'account'>): string {
  return input.account.details.memberUrn ?? `urn:li:person:${input.account.externalId}`;
}

// "little text" reserves these; unescaped, LinkedIn may cut the text at them (platform-apis.md §1).
const RESERVED = /[\\|{}@[\]()<>#*_~]/g;

/** The post text as LinkedIn's commentary, every reserved character escaped to show literally. */
export function littleText(text: string): string {
  return text.replace(RESERVED, (character) => `\\${character}`);
}
