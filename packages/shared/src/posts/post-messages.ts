/**
 * The post rules' messages. The first group is quoted verbatim from spec 000 §5 (the web app shows
 * them as the spec's toasts, the server returns them in its 400 answers); the second group covers
 * cases the spec is silent on, worded in the same voice.
 */

// Spec 000 §5, verbatim.
export const PLEASE_ENTER_CONTENT = 'Please enter post content';
export const SELECT_AT_LEAST_ONE_PLATFORM = 'Please select at least one platform';
export function contentExceedsLimit(limit: number): string {
  return `Post content exceeds ${limit} character limit for selected platforms`;
}
export const SELECT_DATE_AND_TIME = 'Please select both date and time for scheduling';
export const SCHEDULED_TIME_MUST_BE_FUTURE = 'Scheduled time must be in the future';
export const INSUFFICIENT_CREDITS = 'Insufficient credits. Please purchase more credits.';
export const SELECT_POSTING_OPTION = 'Please select at least one posting option';
export const SELECT_FACEBOOK_PAGE_FIRST =
  'Please select a Facebook page first in Account Management to enable posting options.';
export const SELECT_REFERENCE_POSTS = 'Select Reference Posts';
// The AI toasts' descriptions (spec 000 §5): 'Select Platforms First' / this, and 'Enter Topic/Keywords'.
export const SELECT_PLATFORMS_TO_GENERATE = 'Please select platforms to generate optimized content';
export const ENTER_TOPIC = 'Enter Topic/Keywords';
export const TITLE_REQUIRED = 'Title is required';
export const CONTENT_REQUIRED = 'Content is required';
export const SCHEDULED_TIME_REQUIRED = 'Scheduled time is required';

// Not in the spec.
export function tooManyReferencePosts(max: number): string {
  return `Choose at most ${max} reference posts for style emulation`;
}
export function accountNotConnected(accountId: string): string {
  return `Account ${accountId} is not one of your connected accounts: reload the page and select your accounts again`;
}
export function attachmentNotFound(contentId: string): string {
  return `Attachment ${contentId} was not found in your content library`;
}

/** The calendar's drag (ADR 0058): why a post cannot move. */
export const PUBLISHED_POST_CANNOT_MOVE =
  'This post has already been published (or is being published), so it cannot be moved.';
export const DRAFT_CANNOT_MOVE =
  'Only a scheduled post can be moved: open the draft to schedule it.';
export const ENDED_POST_CANNOT_MOVE =
  'This post did not go out and is no longer scheduled, so there is nothing to move: retry it from its page, or duplicate it to plan it again.';
