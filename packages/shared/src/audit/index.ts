export * from './audit-actions';
export * from './audit-events-query';
