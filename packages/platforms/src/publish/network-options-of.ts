import { defaultNetworkOptions, type NetworkOptionsOf, type OptionsPlatform } from '@fanout/shared';
import type { PublishInput } from './publisher';

/**
 * The options `input` carries for `platform`, or that network's defaults when it carries none
 * (the defaults are the one table's, network-options.ts in @fanout/shared). Options of another
 * network are a caller's mistake, refused rather than ignored.
 */
export function networkOptions<P extends OptionsPlatform>(
  input: Pick<PublishInput, 'options'>,
  platform: P,
): NetworkOptionsOf<P> {
  const { options } = input;
  if (options === null) return defaultNetworkOptions(platform);
  if (options.platform !== platform) {
    throw new Error(`${options.platform} options were given to the ${platform} publisher`);
  }
  // Narrowed by the check above: the union member whose platform is P.
  return options.values as NetworkOptionsOf<P>;
}
