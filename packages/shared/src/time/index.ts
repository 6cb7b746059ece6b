export { canonicalTimeZone, timeZoneSchema } from './time-zone';
export { addDays, zonedInstant, zonedWallTime, type WallTime } from './zoned-time';
export { isStorableInstant, STORABLE_YEARS, unstorableInstantMessage } from './storable-instant';
