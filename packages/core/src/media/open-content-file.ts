import type { ServiceOptions } from '../access';
import type { CoreDeps } from '../deps';
import { findOwnedContent } from './find-owned-content';
import { toMediaFile, type MediaFile, type MediaVariant } from './media-file';

/** The owner's file (or its thumbnail); anyone else gets the same 404 as for a missing item. */
export async function openContentFile(
  deps: CoreDeps,
  { actor, input }: ServiceOptions<{ id: string; variant: MediaVariant }>,
): Promise<MediaFile> {
  return toMediaFile(deps, await findOwnedContent(deps, actor, input.id), input.variant);
}
