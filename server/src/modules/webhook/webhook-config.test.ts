import { DEFAULT_WEBHOOK_SETTINGS, loadConfig } from '../../config';

/** The WEBHOOKS_* settings (docs/configuration.md, docs/decisions/068-webhooks.md). */
const base = { JWT_SECRET: 'x', DATA_DIR: '/tmp/webhook-config-test' };

describe('webhook settings', () => {
  it('default to public addresses only, retries after 30 s, 2 min, 10 min, 1 h and 6 h, 10 s per attempt', () => {
    expect(loadConfig(base).webhooks).toEqual(DEFAULT_WEBHOOK_SETTINGS);
    expect(DEFAULT_WEBHOOK_SETTINGS).toMatchObject({
      allowPrivateUrls: false,
      retryDelaysMs: [30_000, 120_000, 600_000, 3_600_000, 21_600_000],
      timeoutMs: 10_000,
      keepDays: 30,
    });
  });

  it('reads WEBHOOKS_ALLOW_PRIVATE_URLS, WEBHOOKS_RETRY_SCHEDULE, WEBHOOKS_TIMEOUT_SECONDS and WEBHOOKS_POLL_SECONDS', () => {
    const config = loadConfig({
      ...base,
      WEBHOOKS_ALLOW_PRIVATE_URLS: 'true',
      WEBHOOKS_RETRY_SCHEDULE: '250ms, 2s,1.5m,1h,30',
      WEBHOOKS_TIMEOUT_SECONDS: '3',
      WEBHOOKS_POLL_SECONDS: '60',
    });
    expect(config.webhooks).toEqual({
      allowPrivateUrls: true,
      retryDelaysMs: [250, 2000, 90_000, 3_600_000, 30_000],
      timeoutMs: 3000,
      pollMs: 60_000,
      keepDays: 30,
    });
  });

  it('refuses a schedule it cannot read, and a zero timeout', () => {
    expect(() => loadConfig({ ...base, WEBHOOKS_RETRY_SCHEDULE: '30s,soon' })).toThrow(
      'WEBHOOKS_RETRY_SCHEDULE must list durations such as 30s, 2m, 1h, got "soon"',
    );
    expect(() => loadConfig({ ...base, WEBHOOKS_TIMEOUT_SECONDS: '0' })).toThrow('WEBHOOKS_TIMEOUT_SECONDS must be at least 1');
    expect(() => loadConfig({ ...base, WEBHOOKS_ALLOW_PRIVATE_URLS: 'maybe' })).toThrow(
      'WEBHOOKS_ALLOW_PRIVATE_URLS must be on or off',
    );
  });
});
