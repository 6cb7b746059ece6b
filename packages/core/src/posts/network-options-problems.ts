import {
  instagramFormatProblem,
  parseNetworkOptions,
  variantOptionsProblem,
  type ContentItem,
  type NetworkOptions,
  type Platform,
} from '@fanout/shared';
import type { PostProblem } from './post-problem';

/**
 * A variant's `options` against its account's network (network-options.ts in @fanout/shared):
 * the network's documented values only, each problem naming the account and the field. A post to
 * be published also needs options that fit its media: a Reel is one video. What only the network
 * can tell (a Pinterest board, a TikTok creator's privacy choices) is checked with it:
 * check-pinterest-boards.ts before saving, the adapters when publishing.
 */
export function networkOptionsProblems(input: {
  field: string;
  label: string;
  platform: Platform;
  options: Record<string, unknown> | undefined;
  /** The media the account publishes (its variant's or the shared ones). */
  media: readonly ContentItem[];
  isDraft: boolean;
}): PostProblem[] {
  const { field, label, platform, options, media, isDraft } = input;
  if (options === undefined) return [];
  const parsed = parseNetworkOptions(platform, options);
  if (!parsed.ok) {
    return parsed.problems.map((problem) => ({
      field,
      message: variantOptionsProblem(label, problem),
    }));
  }
  const problem = isDraft ? null : mediaProblem(parsed.options, media);
  return problem ? [{ field, message: variantOptionsProblem(label, problem) }] : [];
}

function mediaProblem(
  options: NetworkOptions | null,
  media: readonly ContentItem[],
): string | null {
  if (options?.platform !== 'instagram') return null;
  return instagramFormatProblem(options.values.format, media);
}
