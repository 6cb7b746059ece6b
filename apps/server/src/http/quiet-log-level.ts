import type { LogLevel } from 'fastify';

const LEVELS: readonly LogLevel[] = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'];

/**
 * The level for routes hit often and uneventfully (health probes, static files): their successful
 * answers stay out of the info log, and a stricter configured level still wins.
 */
export function quietLogLevel(configured: LogLevel): LogLevel {
  return LEVELS[Math.max(LEVELS.indexOf(configured), LEVELS.indexOf('warn'))] ?? 'warn';
}
