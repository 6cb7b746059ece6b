import type { AiProvider } from '@fanout/shared';
import { memo, useCallback, type Dispatch, type SetStateAction } from 'react';
import { showToast } from '../../feedback/show-toast';
import { generationPlatforms, generationProblem } from './ai-generation';
import type { ComposerAccount } from './composer-problem';
import { toggleReferencePost, type ComposerState } from './composer-state';
import { GenerationSection } from './generation-section';
import { useAiGeneration, type GenerationRequest } from './use-ai-generation';

interface ComposerGenerationProps {
  mode: ComposerState['generationMode'];
  provider: ComposerState['aiProvider'];
  prompt: string;
  referencePostIds: ComposerState['referencePostIds'];
  setState: Dispatch<SetStateAction<ComposerState>>;
  /** The accounts ticked in the composer: generation writes for their platforms. */
  selected: readonly ComposerAccount[];
}

/**
 * The composer's generation section, wired to its state and to the AI calls. Given the generation
 * fields alone (not the whole state), so typing the post's text does not render it again.
 */
export const ComposerGeneration = memo(function ComposerGeneration({
  mode,
  provider,
  prompt,
  referencePostIds,
  setState,
  selected,
}: ComposerGenerationProps) {
  const set = (patch: Partial<ComposerState>) => setState((current) => ({ ...current, ...patch }));
  // Stable, as the provider select's fallback effect depends on it.
  const onProviderChange = useCallback(
    (aiProvider: AiProvider) => setState((current) => ({ ...current, aiProvider })),
    [setState],
  );
  const ai = useAiGeneration({
    // Generated text is the shared text: the editor shows it, whichever account was chosen.
    onGenerated: ({ title, textContent, generatedAt }) =>
      set({ title, textContent, generatedAt, chosenAccountId: null }),
    // Hashtags arrive after the text: they are not forced onto text the user has changed since.
    onHashtags: (generated, withHashtags) =>
      setState((current) =>
        current.textContent === generated ? { ...current, textContent: withHashtags } : current,
      ),
  });

  const generationRequest = (): GenerationRequest | null => {
    if (mode === 'predefined') return null;
    const problem = generationProblem(
      { generationMode: mode, generationPrompt: prompt, referencePostIds },
      selected.length,
    );
    if (problem !== null) {
      showToast({ ...problem, color: 'red' });
      return null;
    }
    return {
      mode,
      prompt,
      referencePostIds,
      platforms: generationPlatforms(selected),
      provider,
    };
  };

  return (
    <GenerationSection
      mode={mode}
      provider={provider}
      topic={prompt}
      referencePostIds={referencePostIds}
      onModeChange={(generationMode) => set({ generationMode })}
      phase={ai.phase}
      variants={ai.variants}
      onProviderChange={onProviderChange}
      onTopicChange={(generationPrompt) => set({ generationPrompt })}
      onToggleReferencePost={(id) => setState((current) => toggleReferencePost(current, id))}
      onGenerate={() => {
        const request = generationRequest();
        if (request) void ai.generate(request);
      }}
      onGenerateVariants={(tone) => {
        const request = generationRequest();
        if (request) void ai.generateVariants(request, tone);
      }}
      onChooseVariant={(post) => void ai.choose(post)}
      onDismissVariants={ai.dismissVariants}
    />
  );
});
