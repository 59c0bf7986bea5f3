import { loadConfig } from '../config';

/** The operations settings (docs/configuration.md): HOST, LOG_LEVEL, METRICS_TOKEN, SHUTDOWN_TIMEOUT_SECONDS. */
const base = { JWT_SECRET: 'x', DATA_DIR: '/tmp/ops-config-test' };

describe('operations settings', () => {
  it('has defaults: every interface, info logs (silent under test), no metrics, 20 s to drain', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'production' })).toMatchObject({
      host: undefined,
      logLevel: 'info',
      metricsToken: undefined,
      shutdownTimeoutSeconds: 20,
    });
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).logLevel).toBe('silent');
  });

  it('reads HOST, LOG_LEVEL, METRICS_TOKEN and SHUTDOWN_TIMEOUT_SECONDS', () => {
    const config = loadConfig({
      ...base,
      HOST: ' 127.0.0.1 ',
      LOG_LEVEL: 'DEBUG',
      METRICS_TOKEN: 'abc',
      SHUTDOWN_TIMEOUT_SECONDS: '5',
    });
    expect(config).toMatchObject({ host: '127.0.0.1', logLevel: 'debug', metricsToken: 'abc', shutdownTimeoutSeconds: 5 });
  });

  it('refuses a LOG_LEVEL pino does not have, and a negative timeout', () => {
    expect(() => loadConfig({ ...base, LOG_LEVEL: 'verbose' })).toThrow(
      'LOG_LEVEL must be one of trace, debug, info, warn, error, fatal, silent, got "verbose"',
    );
    expect(() => loadConfig({ ...base, SHUTDOWN_TIMEOUT_SECONDS: '-1' })).toThrow(
      'SHUTDOWN_TIMEOUT_SECONDS must be a non-negative whole number',
    );
  });
});
