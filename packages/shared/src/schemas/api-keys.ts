import { z } from 'zod';
import { isStorableInstant, unstorableInstantMessage } from '../time/storable-instant';
import { apiKeyScopeSchema } from '../api-keys/api-key-scopes';

/** What a user gives to create a key (POST /api/api-keys). */
export const createApiKeyInput = z.object({
  name: z
    .string({ message: 'name is required' })
    .trim()
    .min(1, 'name is required')
    .max(100, 'name is at most 100 characters'),
  scopes: z
    .array(apiKeyScopeSchema, { message: 'scopes must be a list of scopes' })
    .min(1, 'scopes: choose at least one scope')
    .max(20, 'scopes: at most 20 scopes')
    .transform((scopes) => [...new Set(scopes)]),
  expiresAt: z.coerce
    .date({ message: 'expiresAt must be a date' })
    .refine(isStorableInstant, unstorableInstantMessage('expiresAt'))
    .nullish(),
  agentsMayPublish: z.boolean({ message: 'agentsMayPublish must be true or false' }).default(false),
});
export type CreateApiKeyInput = z.input<typeof createApiKeyInput>;

/** A key as listed: never its secret. */
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's visible start, `fo_live_<id>`, to recognise it. */
  prefix: z.string(),
  scopes: z.array(apiKeyScopeSchema),
  agentsMayPublish: z.boolean(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** The answer to a create: the one time the whole key is shown. */
export const createdApiKeySchema = apiKeySchema.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const apiKeyIdInput = z.object({
  id: z.string().trim().min(1, 'id is required').max(64, 'id is at most 64 characters'),
});

/** An administrator's view of one user's keys. */
export const userApiKeysInput = z.object({ userId: z.uuid({ message: 'userId must be a UUID' }) });
