// The labels live once, in @fanout/shared (the web app shows the same names); this module keeps
// the platform package's own imports short.
export { PLATFORM_LABELS } from '@fanout/shared';
