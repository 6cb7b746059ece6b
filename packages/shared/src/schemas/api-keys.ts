import { z } from 'zod';
import { isStorableInstant } from '../time/storable-instant';
import { jsonBoolean } from './json-number';
import { safeText } from './text';
import { apiKeyScopeSchema } from '../api-keys/api-key-scopes';

const ISO_INSTANT = z.iso.datetime({ offset: true });
const EXPIRES_AT_MESSAGE =
  'expiresAt must be an ISO 8601 date and time with a UTC offset, e.g. 2027-01-01T00:00:00Z';

/** What a user gives to create a key (POST /api/api-keys). */
export const createApiKeyInput = z.object({
  name: safeText({ message: 'name is required' })
    .trim()
    .min(1, 'name is required')
    .max(100, 'name is at most 100 characters'),
  scopes: z
    .array(apiKeyScopeSchema, { message: 'scopes must be a list of scopes' })
    .min(1, 'scopes: choose at least one scope')
    .max(20, 'scopes: at most 20 scopes')
    .transform((scopes) => [...new Set(scopes)]),
  // Text, not z.coerce.date: the REST adapter would coerce anything into a date (ADR 0061).
  expiresAt: safeText()
    .max(64, 'expiresAt is at most 64 characters')
    .nullish()
    .transform((value, ctx) => {
      if (value === null || value === undefined || value.trim() === '') return null;
      const date = new Date(value);
      if (!ISO_INSTANT.safeParse(value).success || !isStorableInstant(date)) {
        ctx.addIssue({ code: 'custom', message: EXPIRES_AT_MESSAGE });
        return z.NEVER;
      }
      return date;
    }),
  agentsMayPublish: jsonBoolean('agentsMayPublish').default(false),
});
export type CreateApiKeyInput = z.input<typeof createApiKeyInput>;
/** The same, as parsed (the transport parses; the service takes this). */
export type CreateApiKeyValues = z.output<typeof createApiKeyInput>;

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
  id: safeText().trim().min(1, 'id is required').max(64, 'id is at most 64 characters'),
});

/** An administrator's view of one user's keys. */
export const userApiKeysInput = z.object({ userId: z.uuid({ message: 'userId must be a UUID' }) });
