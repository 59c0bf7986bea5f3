import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/**
 * docker-compose.yml cannot be run here (no Docker daemon in CI): its structure is checked instead, and
 * every variable it passes to the app must be one server/src/config.ts reads.
 */
const ROOT = path.resolve(__dirname, '..', '..', '..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

interface Service {
  image?: string;
  build?: unknown;
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test?: string[]; disable?: boolean };
  volumes?: string[];
  ports?: string[];
  stop_grace_period?: string;
}

const compose = parse(read('docker-compose.yml'), { merge: true }) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};
const { services } = compose;
const APP_INSTANCES = ['app1', 'app2'];
/** One-shot jobs: they run to completion, so they have no health check. */
const ONE_SHOTS = ['migrate', 'minio-bucket'];

/** Every variable config.ts reads: `env.NAME`, and the helpers' `(env, 'NAME')`. */
function variablesTheAppReads(): Set<string> {
  const source = read('server/src/config.ts');
  const names = new Set<string>();
  for (const match of source.matchAll(/\benv\.([A-Z][A-Z0-9_]*)/g)) names.add(match[1]);
  for (const match of source.matchAll(/\(env, '([A-Z][A-Z0-9_]*)'/g)) names.add(match[1]);
  return names;
}

describe('docker-compose.yml', () => {
  it('runs two app instances behind a reverse proxy, with PostgreSQL, Redis and MinIO', () => {
    expect(Object.keys(services)).toEqual(expect.arrayContaining(['proxy', ...APP_INSTANCES, 'db', 'redis', 'minio', 'migrate']));
    expect(services.proxy.image).toMatch(/^caddy:/);
    expect(services.proxy.ports).toEqual(['${HTTP_PORT:-8080}:80']);
    expect(services.db.image).toMatch(/^postgres:/);
    expect(services.redis.image).toMatch(/^redis:/);
    expect(services.minio.image).toMatch(/^minio\/minio/);
    for (const name of APP_INSTANCES) {
      expect(services[name].build).toBe('.');
      // Nothing reaches an instance but through the proxy.
      expect(services[name].ports).toBeUndefined();
    }
    expect(services.migrate.command).toEqual(['node', 'dist/server/db/cli.js', 'migrate']);
  });

  it('has a health check on every long-running service, and starts each after what it needs is healthy', () => {
    for (const [name, service] of Object.entries(services)) {
      if (ONE_SHOTS.includes(name)) continue;
      expect({ name, test: service.healthcheck?.test?.length }).toEqual({ name, test: expect.any(Number) });
      expect(service.healthcheck?.disable).toBeUndefined();
    }
    for (const name of APP_INSTANCES) expect(services[name].healthcheck!.test!.join(' ')).toContain('/api/health/ready');
    expect(services.app1.depends_on).toEqual({
      migrate: { condition: 'service_completed_successfully' },
      redis: { condition: 'service_healthy' },
      'minio-bucket': { condition: 'service_completed_successfully' },
    });
    expect(services.migrate.depends_on).toEqual({ db: { condition: 'service_healthy' } });
    expect(services.proxy.depends_on).toEqual({ app1: { condition: 'service_healthy' }, app2: { condition: 'service_healthy' } });
    // Long enough for SHUTDOWN_TIMEOUT_SECONDS: the runtime's SIGKILL must not cut the drain short.
    for (const name of APP_INSTANCES) {
      expect(parseInt(services[name].stop_grace_period!, 10)).toBeGreaterThan(
        Number(services[name].environment!.SHUTDOWN_TIMEOUT_SECONDS),
      );
    }
  });

  it('keeps data in named volumes', () => {
    const named = (service: Service) =>
      (service.volumes ?? []).map((volume) => volume.split(':')[0]).filter((source) => !source.startsWith('.'));
    expect(named(services.db)).toEqual(['db-data']);
    expect(named(services.redis)).toEqual(['redis-data']);
    expect(named(services.minio)).toEqual(['minio-data']);
    const used = Object.values(services).flatMap(named);
    expect(Object.keys(compose.volumes).sort()).toEqual([...new Set(used)].sort());
  });

  it('takes every secret from the environment, never a literal', () => {
    const secretNames = /PASSWORD|SECRET|TOKEN/;
    for (const [name, service] of Object.entries(services)) {
      for (const [key, value] of Object.entries(service.environment ?? {})) {
        if (secretNames.test(key))
          expect({ name, key, value }).toEqual({ name, key, value: expect.stringMatching(/^\$\{[A-Z_]+(:[-?][^}]*)?\}$/) });
      }
    }
    for (const required of ['JWT_SECRET', 'POSTGRES_PASSWORD', 'REDIS_PASSWORD', 'MINIO_ROOT_PASSWORD']) {
      expect(read('docker-compose.yml')).toContain(`\${${required}:?`);
      expect(read('.env.example')).toMatch(new RegExp(`^${required}=$`, 'm'));
    }
    // Connection strings carry them by reference too.
    expect(services.app1.environment!.DATABASE_URL).toContain('${POSTGRES_PASSWORD:?');
    expect(services.app1.environment!.REDIS_URL).toContain('${REDIS_PASSWORD:?');
  });

  it('passes the app only variables it reads', () => {
    const known = variablesTheAppReads();
    expect(known.has('DATABASE_URL')).toBe(true); // the scan itself works
    for (const name of [...APP_INSTANCES, 'migrate']) {
      const unknown = Object.keys(services[name].environment ?? {}).filter((key) => !known.has(key));
      expect({ name, unknown }).toEqual({ name, unknown: [] });
    }
    // The instances agree on everything but who seeds the demo content.
    const { SEED_DEMO_CONTENT: _one, ...first } = services.app1.environment!;
    const { SEED_DEMO_CONTENT: two, ...second } = services.app2.environment!;
    expect(second).toEqual(first);
    expect(two).toBe('false');
    expect(services.app1.environment).toMatchObject({
      TRUST_PROXY: '1',
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: 'true',
      HOST: '0.0.0.0',
    });
  });

  it('has the proxy balance both instances on readiness and pass their headers and bodies through', () => {
    const caddyfile = read('deploy/Caddyfile');
    expect(caddyfile).toMatch(/reverse_proxy app1:4000 app2:4000 \{/);
    expect(caddyfile).toMatch(/health_uri \/api\/health\/ready/);
    // No header rewriting: the app's Cache-Control, ETag, Content-Encoding and security headers arrive as sent.
    expect(caddyfile).not.toMatch(/^\s*header\b|header_down|header_up/m);
    expect(services.proxy.volumes).toContain('./deploy/Caddyfile:/etc/caddy/Caddyfile:ro');
  });

  it("runs the server as the container's process, so SIGTERM reaches it", () => {
    expect(read('Dockerfile')).toMatch(/^CMD \["node", "dist\/server\/index\.js"\]$/m);
  });
});
