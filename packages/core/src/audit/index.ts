export { recordAuditEvent, type AuditEventInput } from './record-audit-event';
export { listAuditEvents } from './list-audit-events';
export { deletedUserPseudonym, pseudonymiseEmail } from './pseudonymise-email';
