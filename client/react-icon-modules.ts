import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { RolldownMagicString } from 'rolldown';
import { parseAst, type Plugin } from 'vite';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const ICON_SET = /^react-icons\/([a-z0-9]+)$/;
const VIRTUAL_PREFIX = 'virtual:react-icon/';
const require = createRequire(import.meta.url);

/**
 * Makes every react-icons icon its own module in the browser bundle. react-icons ships each set as one
 * module (`react-icons/fa`, 1,611 icons); a bundler keeps one module in one chunk, so every icon the
 * whole site uses from a set — the admin's and every page's — travelled in one chunk that the first
 * page also loaded. Here `import { FaBrain } from 'react-icons/fa'` becomes an import of a small module
 * holding only that icon's function, cut from the package's own file, so each page's chunk carries just
 * its icons (docs/decisions/021). What per-icon packages of react-icons did, without another dependency.
 */
export function reactIconModules(): Plugin {
  const sets = new Map<string, string>();
  const setSource = (set: string): string => {
    let source = sets.get(set);
    if (source === undefined) {
      // The set's ES module file beside the CommonJS one that `require` resolves (the package exports no file paths).
      source = readFileSync(path.join(path.dirname(require.resolve(`react-icons/${set}`)), 'index.mjs'), 'utf8');
      sets.set(set, source);
    }
    return source;
  };

  return {
    name: 'react-icon-modules',
    transform(code, id) {
      if (id.startsWith('\0') || id.includes('/node_modules/') || !code.includes('react-icons/')) return null;
      const program = parseAst(code) as unknown as { body: Node[] };
      const out = new RolldownMagicString(code);
      let changed = false;
      for (const statement of program.body) {
        if (statement.type !== 'ImportDeclaration') continue;
        const set = ICON_SET.exec(String((statement.source as { value: unknown }).value))?.[1];
        const specifiers = statement.specifiers as Node[];
        // Only named imports can be split; a namespace import keeps the whole set.
        if (!set || set === 'lib' || specifiers.some((specifier) => specifier.type !== 'ImportSpecifier')) continue;
        const imports = specifiers.map((specifier) => {
          const imported = (specifier.imported as { name: string }).name;
          const local = (specifier.local as { name: string }).name;
          return `import { ${imported} as ${local} } from '${VIRTUAL_PREFIX}${set}/${imported}';`;
        });
        out.overwrite(statement.start, statement.end, imports.join('\n'));
        changed = true;
      }
      if (!changed) return null;
      return { code: out.toString(), map: out.generateMap({ hires: true, source: id, includeContent: true }).toString() };
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL_PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${VIRTUAL_PREFIX}`)) return null;
      const [set, name] = id.slice(VIRTUAL_PREFIX.length + 1).split('/');
      const start = setSource(set).indexOf(`export function ${name} (props)`);
      const end = setSource(set).indexOf('\n};', start);
      if (start < 0 || end < 0) this.error(`react-icons/${set} has no icon ${name}`);
      return `import { GenIcon } from 'react-icons/lib';\n${setSource(set).slice(start, end)}\n}\n`;
    },
  };
}
