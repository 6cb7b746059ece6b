import type { Writable } from 'node:stream';
import { build as prettyStream } from 'pino-pretty';
import type { AppConfig } from './config';

/**
 * Whether logs are written for people (pino-pretty: one coloured line per entry) or for machines
 * (one JSON object per line): LOG_FORMAT decides, and `auto` means pretty on a terminal outside
 * production (ADR 0029), so `pnpm start` reads well and anything collecting stdout gets JSON.
 */
export function logsArePretty(config: AppConfig, stdoutIsTerminal: boolean): boolean {
  if (config.logFormat !== 'auto') return config.logFormat === 'pretty';
  return stdoutIsTerminal && config.env !== 'production';
}

/**
 * Where a process's loggers write: a pretty stream to stdout, or undefined for pino's own JSON to
 * stdout. Synchronous, so the last lines before process.exit (the shutdown's) are not lost.
 */
export function createLogDestination(
  config: AppConfig,
  stdout: NodeJS.WritableStream & { isTTY?: boolean } = process.stdout,
): Writable | undefined {
  if (!logsArePretty(config, stdout.isTTY === true)) return undefined;
  return prettyStream({
    destination: stdout === process.stdout ? 1 : stdout,
    sync: true,
    colorize: stdout.isTTY === true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    messageFormat: requestLine,
  });
}

/** Request logs on one line, "[1a2b3c4d] GET /api/posts incoming request", "… 200 request completed 12 ms". */
function requestLine(log: Record<string, unknown>, messageKey: string): string {
  const req = log.req as { method?: string; url?: string } | undefined;
  const res = log.res as { statusCode?: number } | undefined;
  const parts: string[] = [];
  if (typeof log.reqId === 'string') parts.push(`[${log.reqId.slice(0, 8)}]`);
  if (req?.method) parts.push(`${req.method} ${req.url ?? ''}`);
  if (res?.statusCode) parts.push(String(res.statusCode));
  parts.push(String(log[messageKey] ?? ''));
  if (typeof log.responseTime === 'number') parts.push(`${Math.round(log.responseTime)} ms`);
  return parts.join(' ');
}
