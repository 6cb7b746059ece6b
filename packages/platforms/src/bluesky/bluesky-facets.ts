import { AppBskyRichtextFacet, RichText } from '@atproto/api';

/** An `app.bsky.richtext.facet`: a UTF-8 byte range of the text and what it is. */
export interface BlueskyFacet {
  index: { byteStart: number; byteEnd: number };
  features: BlueskyFacetFeature[];
}

export type BlueskyFacetFeature =
  | { $type: 'app.bsky.richtext.facet#link'; uri: string }
  | { $type: 'app.bsky.richtext.facet#mention'; did: string }
  | { $type: 'app.bsky.richtext.facet#tag'; tag: string };

/** A handle's DID, or null when no account has that handle. */
export type HandleResolver = (handle: string) => Promise<string | null>;

/**
 * Links, @mentions and #hashtags of `text` as facets with UTF-8 byte offsets. Detection is
 * @atproto/api's RichText (the official client's rules: trailing punctuation, bare domains, tag
 * length); resolution of mentions goes through our own HTTP layer (`resolve`), so it carries our
 * timeouts, rate-limit sink and error classes. A mention whose handle does not resolve stays plain
 * text, as the official app does; failing to ask (network, 5xx) fails the publish instead of
 * silently dropping the link.
 */
export async function detectFacets(text: string, resolve: HandleResolver): Promise<BlueskyFacet[]> {
  const rich = new RichText({ text });
  rich.detectFacetsWithoutResolution();
  const facets: BlueskyFacet[] = [];
  for (const facet of rich.facets ?? []) {
    const features: BlueskyFacetFeature[] = [];
    for (const feature of facet.features) {
      if (AppBskyRichtextFacet.isLink(feature)) {
        features.push({ $type: 'app.bsky.richtext.facet#link', uri: feature.uri });
      } else if (AppBskyRichtextFacet.isTag(feature)) {
        features.push({ $type: 'app.bsky.richtext.facet#tag', tag: feature.tag });
      } else if (AppBskyRichtextFacet.isMention(feature)) {
        // Until resolved, RichText puts the handle where the DID goes.
        const did = await resolve(feature.did);
        if (did !== null) features.push({ $type: 'app.bsky.richtext.facet#mention', did });
      }
    }
    if (features.length > 0) {
      facets.push({
        index: { byteStart: facet.index.byteStart, byteEnd: facet.index.byteEnd },
        features,
      });
    }
  }
  return facets;
}
