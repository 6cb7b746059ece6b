import { z } from 'zod';
import { safeText } from './text';

export const CONTENT_ITEM_TYPES = ['image', 'video', 'audio', 'text'] as const;
export type ContentItemType = (typeof CONTENT_ITEM_TYPES)[number];

/** A library item as the API returns it (spec 000 §3 plus media facts publishing needs). */
export const contentItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: z.enum(CONTENT_ITEM_TYPES),
  mimeType: z.string(),
  /** Owner-only URL of the file; add `?download=true` for an attachment. */
  filePath: z.string(),
  thumbnailPath: z.string().nullable(),
  fileSize: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  durationSeconds: z.number().nullable(),
  createdAt: z.string(),
});
export type ContentItem = z.infer<typeof contentItemSchema>;

export const contentListInput = z.object({
  cursor: safeText().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(48),
});
export type ContentListInput = z.infer<typeof contentListInput>;

export const contentListOutput = z.object({
  items: z.array(contentItemSchema),
  nextCursor: z.string().nullable(),
});
export type ContentListOutput = z.infer<typeof contentListOutput>;

export const contentIdInput = z.object({ id: z.uuid({ error: 'id must be a content item id' }) });

/** The longest media URL taken (a signed URL of this server's `/media/…` is well below it). */
export const MEDIA_URL_MAX = 2048;

/** A file fetched from a public URL into the library (`POST /api/content/import-url`, MCP). */
export const contentUrlInput = z.object({
  url: safeText({ error: 'url is required' })
    .trim()
    .min(1, 'url is required')
    .max(MEDIA_URL_MAX, `url must be at most ${MEDIA_URL_MAX} characters`),
});
export type ContentUrlInput = z.infer<typeof contentUrlInput>;

/** The caller's library against their storage quota (STORAGE_QUOTA_GB); quota null: none. */
export const storageUsageSchema = z.object({
  usedBytes: z.number().int(),
  quotaBytes: z.number().int().nullable(),
  /** "1.2 GB of 5 GB used", or "1.2 GB used" without a quota. */
  label: z.string(),
});
export type StorageUsage = z.infer<typeof storageUsageSchema>;

export const uploadResponseSchema = z.object({
  message: z.string(),
  items: z.array(contentItemSchema),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** The library's AI generation form (spec 000 §5): all three fields are required. */
export const generateContentInput = z.object({
  title: safeText().trim().min(1, 'Title is required').max(200),
  type: z.enum(['image', 'video', 'audio'], { error: 'Type is required' }),
  prompt: safeText().trim().min(1, 'Please describe the content you want to generate').max(4000),
});
export type GenerateContentInput = z.infer<typeof generateContentInput>;
