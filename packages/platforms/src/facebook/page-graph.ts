import { bearer, type PlatformRequest } from '../http/platform-request';
import { META_GRAPH_VERSION } from '../platform-hosts';
import type { PublishInput } from '../publish/publisher';
import type { PublisherContext } from '../publish/publisher-context';

/** A Page's Graph API as one publishing run calls it: the Page token, the run's rate-limit sink. */
export interface PageGraph {
  pageId: string;
  /** The Graph API base, versioned. */
  graph: string;
  /** The graph-video host's base, versioned (video posts). */
  video: string;
  /** What every request of the run carries. */
  common: Required<Pick<PlatformRequest, 'platform' | 'auth' | 'rateLimits'>>;
}

export function pageGraph(context: PublisherContext, input: PublishInput): PageGraph {
  const { facebook } = context.hosts;
  return {
    pageId: input.account.externalId,
    graph: `${facebook.graph}/${META_GRAPH_VERSION}`,
    video: `${facebook.video}/${META_GRAPH_VERSION}`,
    common: {
      platform: 'facebook',
      auth: bearer(input.account.accessToken),
      rateLimits: input.rateLimits,
    },
  };
}
