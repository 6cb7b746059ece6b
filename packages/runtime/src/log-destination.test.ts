import { PassThrough } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { createLogDestination, logsArePretty } from './log-destination';

describe('log format (ADR 0029)', () => {
  it('is pretty on a terminal outside production, JSON otherwise, unless LOG_FORMAT says', () => {
    expect(logsArePretty(loadConfig({ NODE_ENV: 'development' }), true)).toBe(true);
    expect(logsArePretty(loadConfig({ NODE_ENV: 'development' }), false)).toBe(false);
    expect(logsArePretty(loadConfig({ NODE_ENV: 'production' }), true)).toBe(false);
    expect(logsArePretty(loadConfig({ LOG_FORMAT: 'json' }), true)).toBe(false);
    expect(logsArePretty(loadConfig({ LOG_FORMAT: 'pretty', NODE_ENV: 'production' }), false)).toBe(
      true,
    );
  });

  it('writes a request log as one readable line on a terminal, and leaves JSON to pino elsewhere', () => {
    const terminal = Object.assign(new PassThrough(), { isTTY: false });
    expect(createLogDestination(loadConfig({}), terminal)).toBeUndefined();

    let written = '';
    terminal.on('data', (chunk: Buffer) => (written += chunk.toString()));
    const destination = createLogDestination(loadConfig({ LOG_FORMAT: 'pretty' }), terminal);
    expect(destination).toBeDefined();
    const logger = pino({ level: 'info' }, destination);
    logger.info(
      { reqId: 'abcdef12-3456', res: { statusCode: 200 }, responseTime: 12.4 },
      'request completed',
    );
    expect(written).toMatch(/INFO: \[abcdef12\] 200 request completed 12 ms\n$/);
    expect(written.trim().split('\n')).toHaveLength(1);
    expect(() => JSON.parse(written)).toThrow();
  });
});
