import type { AiMediaGeneration, GenerateContentInput } from '@fanout/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTRPC } from '../app/trpc';
import {
  INITIAL_TRACKING,
  advanceTracking,
  dismissFailure,
  isInFlight,
  type GenerationTracking,
} from './generation-tracking';

/** How often the page asks after generations while one is under way. */
export const GENERATION_POLL_MS = 2_000;

/** What the server answers when it accepts a generation. */
export interface Accepted {
  id: string;
  status: AiMediaGeneration['status'];
}

/**
 * The caller's library generations as the Content Library page follows them: polled while any is
 * queued or running; a success refreshes the library grid (the item appears), a failure is kept
 * on the page with its reason until dismissed.
 */
export function useMediaGenerations() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useQuery(
    trpc.ai.mediaGenerations.queryOptions(undefined, {
      refetchInterval: (query) => (query.state.data?.some(isInFlight) ? GENERATION_POLL_MS : false),
    }),
  );

  // Each new answer is taken in during render (React's "adjusting state when data changes").
  const [tracking, setTracking] = useState<GenerationTracking>(INITIAL_TRACKING);
  if (list.data !== tracking.seen) setTracking(advanceTracking(tracking, list.data));

  const { succeeded } = tracking;
  useEffect(() => {
    if (succeeded > 0) void queryClient.invalidateQueries(trpc.content.pathFilter());
  }, [succeeded, queryClient, trpc]);

  /**
   * Shows an accepted generation at once, so it is watched even if it ends before the next poll,
   * then asks the server (a poll already under way is cancelled: it may predate the request).
   */
  const accepted = (answer: Accepted, request: GenerateContentInput) => {
    const shown: AiMediaGeneration = {
      ...request,
      id: answer.id,
      // Not known until the server's answer; the page does not show it.
      provider: '',
      status: answer.status,
      contentId: null,
      error: null,
      createdAt: new Date().toISOString(),
      finishedAt: null,
    };
    queryClient.setQueryData(trpc.ai.mediaGenerations.queryKey(), (current) => [
      shown,
      ...(current ?? []).filter((generation) => generation.id !== answer.id),
    ]);
    void queryClient.invalidateQueries(trpc.ai.mediaGenerations.queryFilter());
  };

  return {
    inFlight: (list.data ?? []).filter(isInFlight),
    failures: tracking.failures,
    dismiss: (id: string) => setTracking((current) => dismissFailure(current, id)),
    accepted,
  };
}
