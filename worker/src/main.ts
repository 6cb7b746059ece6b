import pino from 'pino';
import { loadWorkerConfig } from './config';

/**
 * The background worker process. No job handlers exist yet: publishing, media processing, AI
 * generation and token refresh arrive with their issues and register here. Until then the process
 * says so and waits, so the compose file's `worker` service is honest about what it does.
 */
function main(): void {
  const config = loadWorkerConfig();
  const logger = pino({ level: config.logLevel });
  logger.warn('worker started with no job handlers registered yet; it idles until stopped');
  const keepAlive = setInterval(() => undefined, 60_000);
  const stop = (signal: string) => {
    logger.info({ signal }, 'worker stopping');
    clearInterval(keepAlive);
    process.exit(0);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main();
