export * from './users';
export * from './auth';
export * from './access';
export * from './content';
export * from './accounts';
export * from './credits';
export * from './posts';
export * from './notifications';
