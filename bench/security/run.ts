/**
 * `npm run bench:security`: starts the built app (production mode, fresh database with the demo
 * content) and attacks it the usual ways, printing each figure beside the target of issue 9 (and issue 27's
 * account and leak figures).
 * Exits 1 when a target is missed. Figures are medians where a run is repeated; the machine is noisy.
 */
import { startServer } from '../../e2e/support/server';
import type { Figure } from './figure';

type Measure = (server: Awaited<ReturnType<typeof startServer>>) => Promise<Figure[]>;

type Section = { measure: Measure; env?: Record<string, string> };

// require(), not import(): under esbuild-register on Node 20 a dynamic import stays native ESM and
// cannot resolve extension-less TypeScript paths.
/* eslint-disable @typescript-eslint/no-require-imports -- see above */
const SECTIONS: Array<[string, () => Section]> = [
  ['GraphQL query limits', () => require('./query-limits') as Section],
  ['Security headers', () => require('./headers') as Section],
  ['Fuzzed inputs', () => require('./fuzz') as Section],
  ['Login brute force', () => require('./login') as Section],
  ['Account limits: one account, many addresses', () => require('./account-passwords') as Section],
  ['Account limits: two-factor codes and re-authentication', () => require('./account-codes') as Section],
  ['Small leaks', () => require('./leaks') as Section],
];
/* eslint-enable @typescript-eslint/no-require-imports */

async function main(): Promise<void> {
  const only = process.argv[2];
  let missed = 0;
  for (const [title, load] of SECTIONS) {
    if (only && !title.toLowerCase().includes(only.toLowerCase())) continue;
    const { measure, env } = load();
    const server = await startServer({ env });
    try {
      console.log(`\n## ${title}`);
      for (const figure of await measure(server)) {
        if (!figure.met) missed += 1;
        console.log(`${figure.met ? 'ok  ' : 'MISS'}  ${figure.name}: ${figure.value}  (target ${figure.target})`);
      }
    } finally {
      await server.stop();
    }
  }
  console.log(missed ? `\n${missed} target(s) missed` : '\nall targets met');
  process.exit(missed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
