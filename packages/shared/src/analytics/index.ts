export * from './figures';
export * from './network-figures';
export * from './refresh-schedule';
export * from './analytics-states';
export * from './best-times-methods';
export * from './analytics-period';
