import type { NetworkOptionsOf, OptionsPlatform } from '@fanout/shared';
import { useCallback, useMemo, type Dispatch, type SetStateAction } from 'react';
import { networkOptionsOf, optionFieldErrors, setNetworkOption } from '../composer-network-options';
import type { ComposerState } from '../composer-state';

/** What every network's Options section is given. */
export interface OptionsSectionProps {
  accountId: string;
  /** "YouTube (@chan)". */
  accountLabel: string;
  /** The account's options as the composer holds them (`ComposerState.networkOptions`). */
  edited: Record<string, unknown> | undefined;
  setState: Dispatch<SetStateAction<ComposerState>>;
}

/**
 * A section's values (its edits over the network's defaults), each field's problem, and the
 * setter of one field: the same function while the account stays, so controls stay memoised.
 */
export function useNetworkOptions<P extends OptionsPlatform>(
  platform: P,
  { accountId, edited, setState }: OptionsSectionProps,
) {
  const values = useMemo(
    () =>
      networkOptionsOf(
        { networkOptions: edited ? { [accountId]: edited } : {} },
        {
          id: accountId,
          platform,
        },
      ),
    [accountId, edited, platform],
  );
  const errors = useMemo(() => optionFieldErrors(platform, edited), [platform, edited]);
  const set = useCallback(
    <K extends keyof NetworkOptionsOf<P>>(field: K, value: NetworkOptionsOf<P>[K]) =>
      setState((current) => setNetworkOption(current, { id: accountId, platform }, field, value)),
    [accountId, platform, setState],
  );
  return { values, errors, set };
}
