import { z } from 'zod';
import { safeText } from './text';

/**
 * The admin dashboard (ADR 0052): its four figures, the users directory and one
 * user's detail. Figures are whole numbers; revenue is in cents.
 */
export const adminStatsSchema = z.object({
  totalUsers: z.number().int(),
  totalSubscriptions: z.number().int(),
  totalRevenue: z.number().int(),
  creditPackagesSold: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** At most this many users per page of the directory. */
export const USER_DIRECTORY_PAGE_SIZE_MAX = 100;

export const userDirectoryQuery = z.object({
  q: safeText()
    .trim()
    .max(320, 'q is at most 320 characters')
    .optional()
    .transform((value) => (value ? value : undefined)),
  page: z.coerce
    .number({ message: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .max(1_000_000, 'page must be at most 1000000')
    .default(1),
  pageSize: z.coerce
    .number({ message: 'pageSize must be a number' })
    .int('pageSize must be a whole number')
    .min(1, 'pageSize must be at least 1')
    .max(USER_DIRECTORY_PAGE_SIZE_MAX, `pageSize must be at most ${USER_DIRECTORY_PAGE_SIZE_MAX}`)
    .default(20),
});
export type UserDirectoryQuery = z.input<typeof userDirectoryQuery>;

/** Suspended wins over unverified: a suspended account cannot sign in whatever its address. */
export const USER_ACCOUNT_STATUSES = ['active', 'suspended', 'unverified'] as const;
export const userAccountStatusSchema = z.enum(USER_ACCOUNT_STATUSES);
export type UserAccountStatus = z.infer<typeof userAccountStatusSchema>;

export const directoryUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  credits: z.number().int(),
  /** The name of the plan the user is entitled to now, or null. */
  plan: z.string().nullable(),
  roles: z.array(z.string()),
  status: userAccountStatusSchema,
  createdAt: z.string(),
});
export type DirectoryUser = z.infer<typeof directoryUserSchema>;

export const userDirectoryPageSchema = z.object({
  users: z.array(directoryUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type UserDirectoryPage = z.infer<typeof userDirectoryPageSchema>;

/** The latest ledger entries the detail shows. */
export const USER_DETAIL_LEDGER_SIZE = 50;

export const ledgerEntrySchema = z.object({
  id: z.string(),
  kind: z.string(),
  amount: z.number().int(),
  description: z.string(),
  createdAt: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const userDetailSchema = directoryUserSchema.extend({
  postsCount: z.number().int(),
  connectedAccountsCount: z.number().int(),
  ledger: z.array(ledgerEntrySchema),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

export const userDetailInputSchema = z.object({
  id: z.uuid({ error: 'id must be a valid user id' }),
});
