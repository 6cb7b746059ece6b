import type {
  AiProvider,
  GeneratedPost,
  GenerationMode,
  GenerationPlatform,
  VariantTone,
} from '@fanout/shared';
import { showToast } from '../../feedback/show-toast';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { serverMessage } from '../../accounts/failure-message';
import { useTRPC } from '../../app/trpc';
import { isUnauthorizedError } from '../../app/unauthorized';
import { appendHashtags } from './ai-generation';

/** What the progress card says (spec 000 §2). */
export type GenerationPhase = 'idle' | 'content' | 'hashtags';

export interface GenerationRequest {
  mode: Exclude<GenerationMode, 'predefined'>;
  prompt: string;
  referencePostIds: readonly string[];
  /** Platform names of the selected accounts. */
  platforms: GenerationPlatform[];
  provider: AiProvider;
}

interface GenerationCallbacks {
  /** The generated post, to fill the title and content with. */
  onGenerated: (post: GeneratedPost & { generatedAt: string }) => void;
  /** The content with hashtags appended, to apply only if it is still `generated`. */
  onHashtags: (generated: string, withHashtags: string) => void;
}

/** Spec 000 §2: 'Generation Failed' with the server's reason, or one naming the mode. */
function toastGenerationFailure(request: GenerationRequest, error: unknown) {
  const fallback =
    request.mode === 'ai_topic'
      ? 'Failed to generate content from topic'
      : 'Failed to generate content from style';
  showToast({
    title: 'Generation Failed',
    message: serverMessage(error) ?? fallback,
    color: 'red',
  });
}

/** Fills the composer with a generated post, then asks for its hashtags and appends them. */
function useFillWithHashtags({
  onGenerated,
  onHashtags,
  setPhase,
}: GenerationCallbacks & { setPhase: (phase: GenerationPhase) => void }) {
  const trpc = useTRPC();
  const hashtagsCall = useMutation(trpc.ai.generateHashtags.mutationOptions());
  return async (request: GenerationRequest, post: GeneratedPost) => {
    onGenerated({ ...post, generatedAt: new Date().toISOString() });
    setPhase('hashtags');
    try {
      const { hashtags } = await hashtagsCall.mutateAsync({
        content: post.textContent,
        platform: request.platforms.join(','),
        provider: request.provider,
      });
      onHashtags(post.textContent, appendHashtags(post.textContent, hashtags, request.platforms));
    } catch (error) {
      // Spec 000 §8: no message to the user, the post is complete without them.
      console.warn('Adding hashtags failed', serverMessage(error) ?? error);
    }
  };
}

/**
 * The composer's AI work: a post from a topic or a style (or three variants in a tone, then the
 * one chosen), then hashtags appended. A failed generation is the spec's 'Generation Failed'
 * toast with the server's reason; a failed hashtag call is only logged (spec 000 §8).
 */
export function useAiGeneration({ onGenerated, onHashtags }: GenerationCallbacks) {
  const trpc = useTRPC();
  const fromTopic = useMutation(trpc.ai.generateFromTopic.mutationOptions());
  const fromStyle = useMutation(trpc.ai.generateFromStyle.mutationOptions());
  const variantsCall = useMutation(trpc.ai.generateVariants.mutationOptions());
  const [phase, setPhase] = useState<GenerationPhase>('idle');
  const [variants, setVariants] = useState<{
    request: GenerationRequest;
    posts: GeneratedPost[];
  }>();

  const fill = useFillWithHashtags({ onGenerated, onHashtags, setPhase });

  const run = async (request: GenerationRequest, work: () => Promise<void>) => {
    setPhase('content');
    try {
      await work();
    } catch (error) {
      if (!isUnauthorizedError(error)) toastGenerationFailure(request, error);
    } finally {
      setPhase('idle');
    }
  };

  const generate = (request: GenerationRequest) =>
    run(request, async () => {
      setVariants(undefined);
      const input = {
        platforms: request.platforms,
        provider: request.provider,
      };
      const post =
        request.mode === 'ai_topic'
          ? await fromTopic.mutateAsync({ ...input, prompt: request.prompt })
          : await fromStyle.mutateAsync({
              ...input,
              referencePostIds: [...request.referencePostIds],
            });
      await fill(request, post);
    });

  const generateVariants = (request: GenerationRequest, tone: VariantTone) =>
    run(request, async () => {
      setVariants(undefined);
      const answer = await variantsCall.mutateAsync({
        prompt: request.prompt,
        platforms: request.platforms,
        provider: request.provider,
        tone,
      });
      setVariants({ request, posts: answer.variants });
    });

  const choose = async (post: GeneratedPost) => {
    if (!variants) return;
    const { request } = variants;
    setVariants(undefined);
    try {
      await fill(request, post);
    } finally {
      setPhase('idle');
    }
  };

  return {
    phase,
    variants: variants?.posts,
    generate,
    generateVariants,
    choose,
    dismissVariants: () => setVariants(undefined),
  };
}
