export * from './publisher';
export * from './media-rules';
export { createPlatformPublishers } from './create-platform-publishers';
