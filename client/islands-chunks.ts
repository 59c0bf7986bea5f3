import type { CodeSplittingGroup } from 'rolldown';

/**
 * The islands build's one chunk of what every islands page runs (vite.islands.config.ts): the entry's static
 * imports and those of the islands on every page (the nav bar), Preact and styled-components among them. Left to
 * the bundler, that code is a dozen small chunks; over HTTP/1.1's six connections each file is another 150 ms
 * round trip on the phone profile (docs/decisions/054). What only some islands use stays in chunks of their own.
 * Of the libraries only the runtime's (and lenis/react's hooks) are taken: another library in the import graph
 * may be one that tree-shaking drops (Lenis itself, behind lenis/react's unused provider), and a group would
 * keep it.
 */
const RUNTIME_LIBRARIES =
  /node_modules[\\/](preact|styled-components|stylis|@emotion|shallowequal|tslib|react-icons|lenis[\\/]dist[\\/]lenis-react)[\\/.]/;

export function everyPageChunk(modules: string[]): CodeSplittingGroup {
  let closure: Set<string> | undefined;
  return {
    name: (moduleId, ctx) => {
      if (!closure) {
        const found = new Set<string>();
        const pending = [...modules];
        for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
          if (found.has(id)) continue;
          found.add(id);
          pending.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
        }
        closure = found;
      }
      const taken = closure.has(moduleId) && (!moduleId.includes('node_modules') || RUNTIME_LIBRARIES.test(moduleId));
      return taken ? 'islands-common' : null;
    },
  };
}
