export * from './webhook-events';
export * from './webhook-limits';
