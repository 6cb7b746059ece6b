export * from './storage-driver';
export * from './local-storage';
export * from './s3-storage';
