import { Counter, Registry } from 'prom-client';

/** One registry for the whole process, served at /metrics when METRICS_TOKEN is set. */
export const metricsRegistry = new Registry();

/** Every lookup the public response cache makes: hit, miss (stored after), or bypass (not cacheable). */
export const responseCacheLookups = new Counter({
  name: 'response_cache_lookups_total',
  help: 'Public response cache lookups by door and result',
  labelNames: ['door', 'result'] as const,
  registers: [metricsRegistry],
});
