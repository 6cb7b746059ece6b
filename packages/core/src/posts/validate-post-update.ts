import {
  CONTENT_REQUIRED,
  SCHEDULED_TIME_MUST_BE_FUTURE,
  SCHEDULED_TIME_REQUIRED,
  TITLE_REQUIRED,
  contentExceedsLimit,
  isBlank,
  textLengthCheck,
  type Platform,
  type UpdatePostInput,
} from '@fanout/shared';
import { throwFirstProblem, uniqueProblems, type PostProblem } from './post-problem';

export interface ValidatePostUpdateInput {
  input: UpdatePostInput;
  /** The post being edited is a scheduled one (its dialog shows the date and time); else a draft. */
  isScheduled: boolean;
  /**
   * The platforms the post targets. The edit dialog cannot change them, but it can lengthen the
   * text past their limit, which would only fail later at publishing; so the length rule runs too.
   */
  platforms: readonly Platform[];
  now: Date;
}

/**
 * The edit dialog's rules (spec 000 §5 "Edit form"): title and content required, and for a
 * scheduled post a time, in the future. A draft's scheduledAt is optional and not checked.
 */
export function validatePostUpdate({
  input,
  isScheduled,
  platforms,
  now,
}: ValidatePostUpdateInput): PostProblem[] {
  const problems: PostProblem[] = [];
  if (isBlank(input.title)) problems.push({ field: 'title', message: TITLE_REQUIRED });
  if (isBlank(input.textContent)) {
    problems.push({ field: 'textContent', message: CONTENT_REQUIRED });
  }
  const length = textLengthCheck(platforms, input.textContent);
  if (!length.withinLimit) {
    problems.push({ field: 'textContent', message: contentExceedsLimit(length.limit) });
  }
  if (isScheduled) {
    if (input.scheduledAt === undefined) {
      problems.push({ field: 'scheduledAt', message: SCHEDULED_TIME_REQUIRED });
    } else if (Date.parse(input.scheduledAt) <= now.getTime()) {
      problems.push({ field: 'scheduledAt', message: SCHEDULED_TIME_MUST_BE_FUTURE });
    }
  }
  return uniqueProblems(problems);
}

/** validatePostUpdate, throwing AppError('BAD_REQUEST') with the first problem's message. */
export function assertValidPostUpdate(input: ValidatePostUpdateInput): void {
  throwFirstProblem(validatePostUpdate(input));
}
