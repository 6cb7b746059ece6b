import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('applies defaults: port 3000, embedded database, localhost public URL', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.secureCookies).toBe(false);
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('listens on loopback only unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('reads the sandbox control token (unset = off, short ones refused) and the log format', () => {
    expect(loadConfig({}).sandboxControlToken).toBeNull();
    expect(loadConfig({ SANDBOX_CONTROL_TOKEN: '' }).sandboxControlToken).toBeNull();
    expect(loadConfig({ SANDBOX_CONTROL_TOKEN: 'x'.repeat(16) }).sandboxControlToken).toBe(
      'x'.repeat(16),
    );
    expect(() => loadConfig({ SANDBOX_CONTROL_TOKEN: 'short' })).toThrow(/SANDBOX_CONTROL_TOKEN/);
    expect(loadConfig({}).logFormat).toBe('auto');
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
  });

  it('parses lists and switches secure cookies on for https', () => {
    const config = loadConfig({
      ADMIN_EMAILS: ' A@x.com, b@y.com ,',
      PUBLIC_URL: 'https://fanout.example/',
    });
    expect(config.adminEmails).toEqual(['a@x.com', 'b@y.com']);
    expect(config.publicUrl).toBe('https://fanout.example');
    expect(config.secureCookies).toBe(true);
  });

  it('asks LinkedIn for r_member_social by default in sandbox mode only, or as LINKEDIN_READ_POSTS says', () => {
    const sandbox = { PLATFORM_MODE: 'sandbox' };
    const live = { PLATFORM_MODE: 'live', LINKEDIN_CLIENT_ID: 'id', LINKEDIN_CLIENT_SECRET: 's' };
    expect(loadConfig(sandbox).platforms.linkedInReadPosts).toBe(true);
    expect(loadConfig(live).platforms.linkedInReadPosts).toBe(false);
    expect(loadConfig({ ...live, LINKEDIN_READ_POSTS: 'true' }).platforms.linkedInReadPosts).toBe(
      true,
    );
    expect(
      loadConfig({ ...sandbox, LINKEDIN_READ_POSTS: 'false' }).platforms.linkedInReadPosts,
    ).toBe(false);
    expect(() => loadConfig({ LINKEDIN_READ_POSTS: 'yes' })).toThrow(/LINKEDIN_READ_POSTS/);
  });

  it('asks LinkedIn for r_member_postAnalytics by default in sandbox mode only, or as LINKEDIN_POST_ANALYTICS says', () => {
    const sandbox = { PLATFORM_MODE: 'sandbox' };
    const live = { PLATFORM_MODE: 'live', LINKEDIN_CLIENT_ID: 'id', LINKEDIN_CLIENT_SECRET: 's' };
    const analytics = (env: Record<string, string>) =>
      loadConfig(env).platforms.linkedInPostAnalytics;
    expect(analytics(sandbox)).toBe(true);
    expect(analytics(live)).toBe(false);
    expect(analytics({ ...live, LINKEDIN_POST_ANALYTICS: 'true' })).toBe(true);
    expect(analytics({ ...sandbox, LINKEDIN_POST_ANALYTICS: 'false' })).toBe(false);
    // One approval does not imply the other: each is the operator's to say.
    expect(
      loadConfig({ ...live, LINKEDIN_READ_POSTS: 'true' }).platforms.linkedInPostAnalytics,
    ).toBe(false);
    expect(() => loadConfig({ LINKEDIN_POST_ANALYTICS: 'yes' })).toThrow(/LINKEDIN_POST_ANALYTICS/);
  });

  it('fails with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
  });

  it('reads the AI providers: unset keys stay unset, models and timeout have defaults', () => {
    expect(loadConfig({}).ai).toEqual({
      openai: {
        apiKey: undefined,
        baseUrl: undefined,
        model: 'gpt-5',
        imageModel: 'gpt-image-1',
        speechModel: 'gpt-4o-mini-tts',
      },
      gemini: {
        apiKey: undefined,
        baseUrl: undefined,
        model: 'gemini-2.5-flash',
        imageModel: 'gemini-2.5-flash-image',
        videoModel: 'veo-3.1-generate-preview',
        videoPollMs: 10_000,
        videoMaxWaitMs: 600_000,
      },
      timeoutMs: 60_000,
      mediaTimeoutMs: 180_000,
      rateLimitPerHour: 60,
    });
    const ai = loadConfig({
      OPENAI_API_KEY: ' sk-local ',
      OPENAI_BASE_URL: 'http://localhost:11434/v1',
      OPENAI_MODEL: 'llama3.1:8b',
      GEMINI_API_KEY: '',
      GEMINI_MODEL: 'gemini-2.5-pro',
      OPENAI_IMAGE_MODEL: 'local-image',
      OPENAI_SPEECH_MODEL: 'local-tts',
      GEMINI_IMAGE_MODEL: 'gemini-3.1-flash-image',
      GEMINI_VIDEO_MODEL: 'veo-3.1-fast-generate-preview',
      GEMINI_VIDEO_POLL_SECONDS: '0.5',
      GEMINI_VIDEO_MAX_WAIT_SECONDS: '300',
      AI_TIMEOUT_SECONDS: '2.5',
      AI_MEDIA_TIMEOUT_SECONDS: '90',
      AI_RATE_LIMIT_PER_HOUR: '0',
    }).ai;
    expect(ai).toEqual({
      openai: {
        apiKey: 'sk-local',
        baseUrl: 'http://localhost:11434/v1',
        model: 'llama3.1:8b',
        imageModel: 'local-image',
        speechModel: 'local-tts',
      },
      gemini: {
        apiKey: undefined,
        baseUrl: undefined,
        model: 'gemini-2.5-pro',
        imageModel: 'gemini-3.1-flash-image',
        videoModel: 'veo-3.1-fast-generate-preview',
        videoPollMs: 500,
        videoMaxWaitMs: 300_000,
      },
      timeoutMs: 2500,
      mediaTimeoutMs: 90_000,
      rateLimitPerHour: 0,
    });
    expect(() => loadConfig({ OPENAI_BASE_URL: 'localhost:11434' })).toThrow(/OPENAI_BASE_URL/);
    expect(() => loadConfig({ AI_TIMEOUT_SECONDS: '0' })).toThrow(/AI_TIMEOUT_SECONDS/);
    expect(() => loadConfig({ AI_RATE_LIMIT_PER_HOUR: '-1' })).toThrow(/AI_RATE_LIMIT_PER_HOUR/);
    // Media runs stay under the stuck-generation sweep's 15 minutes (ADR 0026).
    expect(() => loadConfig({ AI_MEDIA_TIMEOUT_SECONDS: '601' })).toThrow(
      /AI_MEDIA_TIMEOUT_SECONDS/,
    );
    expect(() => loadConfig({ GEMINI_VIDEO_MAX_WAIT_SECONDS: '601' })).toThrow(
      /GEMINI_VIDEO_MAX_WAIT_SECONDS/,
    );
  });

  it('runs jobs in-process without REDIS_URL and on Redis with it', () => {
    expect(loadConfig({}).jobs).toMatchObject({ redisUrl: undefined, concurrency: 2_000 });
    const jobs = loadConfig({
      REDIS_URL: 'redis://redis:6379',
      WORKER_CONCURRENCY: '8',
      JOBS_LOCK_DURATION_MS: '2000',
      JOBS_STALLED_INTERVAL_MS: '1000',
    }).jobs;
    expect(jobs).toMatchObject({
      redisUrl: 'redis://redis:6379',
      concurrency: 8,
      keyPrefix: 'fanout',
      lockDurationMs: 2000,
      stalledIntervalMs: 1000,
    });
  });

  it('starts publishing jobs 30 s ahead of their time unless told otherwise', () => {
    expect(loadConfig({}).publishing.prepareLeadMs).toBe(30_000);
    expect(loadConfig({ PUBLISHING_PREPARE_LEAD_SECONDS: '5' }).publishing.prepareLeadMs).toBe(
      5_000,
    );
    expect(() => loadConfig({ PUBLISHING_PREPARE_LEAD_SECONDS: '-1' })).toThrow(
      /PUBLISHING_PREPARE_LEAD_SECONDS/,
    );
  });

  it('claims scheduled targets 2 s ahead of their time unless told otherwise (ADR 0079)', () => {
    expect(loadConfig({}).publishing.claimAheadMs).toBe(2_000);
    expect(loadConfig({ PUBLISHING_CLAIM_AHEAD_MS: '0' }).publishing.claimAheadMs).toBe(0);
    expect(() => loadConfig({ PUBLISHING_CLAIM_AHEAD_MS: '60000' })).toThrow(
      /PUBLISHING_CLAIM_AHEAD_MS/,
    );
  });

  it('reads the retry schedule and the rate-limit probes as durations; PUBLISHING_ATTEMPTS is refused', () => {
    const defaults = loadConfig({}).publishing;
    expect(defaults.retryScheduleMs).toEqual([30_000, 120_000, 600_000, 1_800_000, 7_200_000]);
    expect(defaults.rateLimitProbesMs).toEqual([60_000, 300_000, 900_000, 3_600_000]);
    const set = loadConfig({
      PUBLISHING_RETRY_SCHEDULE: ' 2s, 500ms ,1.5m,1h',
      PUBLISHING_RATE_LIMIT_PROBES: '10s',
    }).publishing;
    expect(set.retryScheduleMs).toEqual([2_000, 500, 90_000, 3_600_000]);
    expect(set.rateLimitProbesMs).toEqual([10_000]);
    // No retries at all is a choice; no probe step is not (a 429 must pause for some time).
    expect(loadConfig({ PUBLISHING_RETRY_SCHEDULE: '' }).publishing.retryScheduleMs).toEqual([]);
    expect(() => loadConfig({ PUBLISHING_RATE_LIMIT_PROBES: '' })).toThrow(
      /PUBLISHING_RATE_LIMIT_PROBES/,
    );
    expect(() => loadConfig({ PUBLISHING_RETRY_SCHEDULE: '30s,2 minutes' })).toThrow(
      /PUBLISHING_RETRY_SCHEDULE: "2 minutes" is not a duration/,
    );
    expect(() => loadConfig({ PUBLISHING_RETRY_SCHEDULE: '25h' })).toThrow(
      /PUBLISHING_RETRY_SCHEDULE/,
    );
    expect(() => loadConfig({ PUBLISHING_ATTEMPTS: '5' })).toThrow(
      /PUBLISHING_ATTEMPTS is no longer read: set PUBLISHING_RETRY_SCHEDULE/,
    );
  });

  it('refuses job settings that cannot work, naming the variable', () => {
    expect(() => loadConfig({ REDIS_URL: 'http://redis:6379' })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ WORKER_CONCURRENCY: '0' })).toThrow(/WORKER_CONCURRENCY/);
    expect(() => loadConfig({ JOBS_KEY_PREFIX: 'a:b' })).toThrow(/JOBS_KEY_PREFIX/);
    expect(() =>
      loadConfig({ JOBS_LOCK_DURATION_MS: '1000', JOBS_STALLED_INTERVAL_MS: '5000' }),
    ).toThrow(/JOBS_STALLED_INTERVAL_MS/);
  });

  it('serves metrics only with METRICS_PORT, on loopback unless told, beyond it only with a token', () => {
    expect(loadConfig({}).metrics).toBeNull();
    expect(loadConfig({ METRICS_PORT: '' }).metrics).toBeNull();
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({
      port: 9464,
      host: '127.0.0.1',
      token: null,
    });
    const token = 'a-metrics-token-of-32-characters';
    expect(
      loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0', METRICS_TOKEN: token }).metrics,
    ).toEqual({ port: 9464, host: '0.0.0.0', token });
    expect(() => loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' })).toThrow(
      /METRICS_HOST=0\.0\.0\.0 exposes the metrics beyond this machine: set METRICS_TOKEN/,
    );
    expect(() => loadConfig({ METRICS_PORT: 'http' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ METRICS_PORT: '9464', METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN must be at least 16 characters/,
    );
  });
});
