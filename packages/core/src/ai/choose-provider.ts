import { AI_PROVIDERS, AppError, type AiProvider, type AiProviderList } from '@fanout/shared';
import type { CoreDeps } from '../deps';
import type { TextProvider } from './text-provider';

/** The providers this installation offers, in the composer's order; the sandbox only where built. */
export function listTextProviders(deps: Pick<CoreDeps, 'textProviders'>): AiProviderList {
  const providers = deps.textProviders;
  if (!providers) return [];
  return AI_PROVIDERS.flatMap((id) => {
    const provider = providers[id];
    return provider ? [{ id, label: provider.label, available: provider.available }] : [];
  });
}

/**
 * The provider the caller chose. A provider without its key is returned as it is: calling it
 * answers its own "not configured" error naming the variable to set.
 */
export function chooseTextProvider(
  deps: Pick<CoreDeps, 'textProviders'>,
  id: AiProvider,
): TextProvider {
  const provider = deps.textProviders?.[id];
  if (provider) return provider;
  if (id === 'sandbox') {
    throw new AppError(
      'BAD_REQUEST',
      'The Sandbox AI provider answers only when PLATFORM_MODE=sandbox: choose another provider',
    );
  }
  // A process built without AI (none does today) rather than a missing key.
  throw new AppError('BAD_REQUEST', `AI provider ${id} is not available on this server`);
}
