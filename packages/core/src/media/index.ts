export { listContent } from './list-content';
export { deleteContent } from './delete-content';
export { findOwnedContent } from './find-owned-content';
export { uploadContent, type UploadContentInput } from './upload-content';
export { uploadContents } from './upload-contents';
export { importMediaUrl } from './import-media-url';
export { getStorageUsage } from './storage-quota';
export { requestTooLarge, uploadCutOff } from './receive-upload';
export { imagePoolFor } from './image-pool';
export { toContentItem, contentFilePath } from './to-content-item';
export { formatBytes } from './format-bytes';
export { openContentFile } from './open-content-file';
export {
  createSignedMediaUrl,
  openSignedMedia,
  publishingMediaUrl,
  signMediaUrl,
  type SignedMediaUrl,
} from './signed-media-url';
export type { MediaFile, MediaVariant } from './media-file';
export * from './storage';
