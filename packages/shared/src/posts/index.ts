export * from './post-messages';
export * from './post-input';
export {
  countTextFor,
  effectiveTextLimit,
  textLengthCheck,
  type TextLengthCheck,
} from './text-length';
export { isBlank } from './blank-text';
export { canonicalTimeZone, timeZoneSchema } from './time-zone';
