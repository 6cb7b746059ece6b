/** What a driver reports while it runs jobs, so the process can log it (both drivers take these). */
export interface JobEvents {
  /** A handler failed; `final` when no retry follows. */
  onError?: (
    error: unknown,
    job: { name: string; jobId: string; attempt: number; final: boolean },
  ) => void;
  /** An enqueue ignored because that id is running now. */
  onSkipped?: (job: { name: string; jobId: string }) => void;
}
