export * from './errors';
export * from './schemas/auth';
export * from './schemas/permissions';
export * from './permissions';
export * from './platforms';
export * from './schemas/content';
export * from './schemas/accounts';
export * from './schemas/credits';
