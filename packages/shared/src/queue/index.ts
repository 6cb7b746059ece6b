export * from './queue-schedule';
export * from './queue-slots';
