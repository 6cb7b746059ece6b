import { contentUrlInput, type ContentItem, type ContentUrlInput } from '@fanout/shared';
import type { ServiceOptions } from '../access';
import type { CoreDeps } from '../deps';
import { parseServiceInput } from '../service-input/parse-service-input';
import { fetchMediaUrl } from './fetch-media-url';

/**
 * A file at a public URL into the actor's library (`POST /api/content/import-url`, the MCP tool
 * `upload_media_from_url`): downloaded and checked as an upload is, by `fetchMediaUrl` (public
 * addresses only, the upload limits and quota, typed by its bytes). A signed URL of one of the
 * actor's own items answers that item.
 */
export async function importMediaUrl(
  deps: CoreDeps,
  { actor, input }: ServiceOptions<ContentUrlInput>,
): Promise<ContentItem> {
  const { url } = parseServiceInput(contentUrlInput, input);
  return (await fetchMediaUrl(deps, actor, url)).item;
}
