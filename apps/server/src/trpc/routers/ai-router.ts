import {
  generateFromStyle,
  generateFromTopic,
  generateHashtags,
  generateVariants,
  listTextProviders,
} from '@fanout/core/ai';
import {
  aiProviderListSchema,
  generatedHashtagsSchema,
  generatedPostSchema,
  generatedVariantsSchema,
  generateFromStyleInput,
  generateFromTopicInput,
  generateHashtagsInput,
  generateVariantsInput,
} from '@fanout/shared';
import { z } from 'zod';
import { authedProcedure, ownerProcedure, router } from '../trpc';

const meta = (method: 'GET' | 'POST', path: `/${string}`) => ({
  openapi: { method, path, tags: ['ai'] },
});

/**
 * AI assistance of the composer (spec 000 §7). `signal` ends when the client goes away: closing
 * the page abandons the provider call instead of paying for an answer nobody reads.
 */
export const aiRouter = router({
  providers: ownerProcedure
    .meta(meta('GET', '/ai/providers'))
    .input(z.void())
    .output(aiProviderListSchema)
    .query(({ ctx }) => listTextProviders(ctx.deps.core)),
  generateFromTopic: authedProcedure
    .meta(meta('POST', '/ai/generate-from-topic'))
    .input(generateFromTopicInput)
    .output(generatedPostSchema)
    .mutation(({ ctx, input, signal }) =>
      generateFromTopic(ctx.deps.core, ctx.actor, input, { signal }),
    ),
  generateFromStyle: authedProcedure
    .meta(meta('POST', '/ai/generate-from-style'))
    .input(generateFromStyleInput)
    .output(generatedPostSchema)
    .mutation(({ ctx, input, signal }) =>
      generateFromStyle(ctx.deps.core, ctx.actor, input, { signal }),
    ),
  generateHashtags: authedProcedure
    .meta(meta('POST', '/ai/generate-hashtags'))
    .input(generateHashtagsInput)
    .output(generatedHashtagsSchema)
    .mutation(({ ctx, input, signal }) =>
      generateHashtags(ctx.deps.core, ctx.actor, input, { signal }),
    ),
  /** Beyond the spec: three posts in a tone to choose from (issue 7 item 3). */
  generateVariants: authedProcedure
    .meta(meta('POST', '/ai/generate-variants'))
    .input(generateVariantsInput)
    .output(generatedVariantsSchema)
    .mutation(({ ctx, input, signal }) =>
      generateVariants(ctx.deps.core, ctx.actor, input, { signal }),
    ),
});
