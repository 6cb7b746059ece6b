export { canonicalTimeZone, timeZoneSchema } from './time-zone';
export { addDays, zonedInstant, zonedWallTime, type WallTime } from './zoned-time';
