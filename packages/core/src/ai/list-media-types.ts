import { AI_MEDIA_TYPES, isAppError, type AiMediaTypeList } from '@fanout/shared';
import type { CoreDeps } from '../deps';
import { chooseMediaProvider } from './generate-content';

/**
 * Per library generation type, the provider a request without one would get here, or the reason
 * none can make it: what the Content Library form shows before the user asks.
 */
export function listMediaTypes(deps: Pick<CoreDeps, 'mediaProviders'>): AiMediaTypeList {
  return AI_MEDIA_TYPES.map((type) => {
    try {
      const provider = chooseMediaProvider(deps, type, undefined);
      return { type, available: true, provider: provider.label, reason: null };
    } catch (error) {
      if (!isAppError(error)) throw error;
      return { type, available: false, provider: null, reason: error.message };
    }
  });
}
