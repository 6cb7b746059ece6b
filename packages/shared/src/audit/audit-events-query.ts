import { z } from 'zod';
import { isStorableInstant, unstorableInstantMessage } from '../time/storable-instant';
import { auditActionSchema, auditTargetTypeSchema } from './audit-actions';

/** At most this many rows per page of the audit log. */
export const AUDIT_PAGE_SIZE_MAX = 100;

const optionalText = z
  .string()
  .trim()
  .max(320, 'Filters are at most 320 characters')
  .optional()
  .transform((value) => (value ? value : undefined));

/**
 * The admin's filters of the audit log (ADR 0050): the action, who acted (an email, exact,
 * any case), the target, a date range, and the cursor of the next page (newest first).
 */
export const auditEventsQuery = z
  .object({
    action: auditActionSchema.optional(),
    actorEmail: optionalText,
    targetType: auditTargetTypeSchema.optional(),
    targetId: optionalText,
    from: z.coerce
      .date({ message: 'from must be a date' })
      .refine(isStorableInstant, unstorableInstantMessage('from'))
      .optional(),
    to: z.coerce
      .date({ message: 'to must be a date' })
      .refine(isStorableInstant, unstorableInstantMessage('to'))
      .optional(),
    cursor: optionalText,
    limit: z.coerce
      .number()
      .int()
      .min(1, 'limit must be at least 1')
      .max(AUDIT_PAGE_SIZE_MAX, `limit must be at most ${AUDIT_PAGE_SIZE_MAX}`)
      .default(50),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'from must not be after to',
  });
export type AuditEventsQuery = z.input<typeof auditEventsQuery>;

/** One line of the audit log as admins read it. */
export const auditEventSchema = z.object({
  id: z.string(),
  action: auditActionSchema,
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  targetType: auditTargetTypeSchema.nullable(),
  targetId: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  summary: z.string(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditEventsPageSchema = z.object({
  items: z.array(auditEventSchema),
  nextCursor: z.string().nullable(),
});
export type AuditEventsPage = z.infer<typeof auditEventsPageSchema>;
