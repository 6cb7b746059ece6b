import { LINKEDIN, OAUTH_FLOWS, connectedToken, youTubeChannelId } from '@fanout/sandbox/testing';
import type { PublishAccount } from '../publish/publisher';
import type { PublisherSandbox } from './publisher-sandbox';

/**
 * A LinkedIn member connected through the sandbox's consent page, as connecting stores the
 * account: its `sub`, name and member URN.
 */
export async function linkedInAccount(
  sandbox: PublisherSandbox,
  name: string,
): Promise<PublishAccount> {
  const accessToken = await connectedToken(sandbox, LINKEDIN, name);
  const info = await sandbox.app.inject({
    method: 'GET',
    url: LINKEDIN.userinfo,
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const { sub, name: username } = info.json<{ sub: string; name: string }>();
  return { externalId: sub, username, details: { memberUrn: `urn:li:person:${sub}` }, accessToken };
}

/**
 * A YouTube channel connected through the sandbox's consent page with the scopes the product asks
 * for, or with `scope` (e.g. the narrower grant of a channel connected before first comments).
 */
export async function youTubeAccount(
  sandbox: PublisherSandbox,
  name = 'video_maker',
  scope?: string,
): Promise<PublishAccount> {
  const flow = OAUTH_FLOWS.youtube(scope === undefined ? {} : { scope });
  return {
    externalId: youTubeChannelId(name),
    username: name,
    details: {},
    accessToken: await connectedToken(sandbox, flow, name),
  };
}
