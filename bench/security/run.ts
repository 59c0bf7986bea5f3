/**
 * `npm run bench:security`: starts the built app (production mode, fresh database with the demo
 * content) and attacks it the usual ways, printing each figure beside the target of issue 9.
 * Exits 1 when a target is missed. Figures are medians where a run is repeated; the machine is noisy.
 */
import { startServer } from '../../e2e/support/server';
import type { Figure } from './figure';

type Measure = (server: Awaited<ReturnType<typeof startServer>>) => Promise<Figure[]>;

const SECTIONS: Array<[string, () => Promise<{ measure: Measure; env?: Record<string, string> }>]> = [
  ['GraphQL query limits', () => import('./query-limits')],
  ['Security headers', () => import('./headers')],
  ['Fuzzed inputs', () => import('./fuzz')],
  ['Login brute force', () => import('./login')],
];

async function main(): Promise<void> {
  const only = process.argv[2];
  let missed = 0;
  for (const [title, load] of SECTIONS) {
    if (only && !title.toLowerCase().includes(only.toLowerCase())) continue;
    const { measure, env } = await load();
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
