import { AppError } from '@fanout/shared';

/** One broken rule: the payload field at fault and the sentence to show. */
export interface PostProblem {
  field: string;
  message: string;
}

/** Problems once each, in the order found (two X accounts raise the same media problem once). */
export function uniqueProblems(problems: readonly PostProblem[]): PostProblem[] {
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const key = `${problem.field}\n${problem.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The transports answer one sentence, as the spec's toasts do: the first problem's. */
export function throwFirstProblem(problems: readonly PostProblem[]): void {
  const first = problems[0];
  if (first) throw new AppError('BAD_REQUEST', first.message);
}
