export * from './confirm-account-deletion';
export * from './delete-account';
export * from './delete-own-account';
export * from './request-account-deletion';
