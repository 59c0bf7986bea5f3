import type { OutputAsset, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136+): a file starting with this comment has all its functions
 * compiled eagerly, on the background thread that streams the script in, instead of lazily on the main
 * thread the first time each one is called. Start-up calls most of React, the router, Apollo and the app
 * shell, so compiling them lazily was main-thread time inside hydration's tasks (docs/decisions/042).
 * Browsers without the feature read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the chunks a public page runs at start-up: the entry, each public page's chunk (its module
 * under `publicPages`), and every chunk they import statically. The admin area, the rich text editor
 * and other code loaded on demand stay lazily compiled: most of their functions never run on a visit.
 */
export function startupCompileHints(publicPages: string): Plugin {
  return {
    name: 'startup-compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      // After Vite's own additions to the code (the entry's preload list), so the hint stays the first line.
      order: 'post',
      handler(_options, bundle) {
        const chunks = new Map<string, OutputChunk>();
        for (const file of Object.values(bundle)) if (file.type === 'chunk') chunks.set(file.fileName, file);

        const startup = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = chunks.get(fileName);
          if (!chunk || startup.has(fileName)) return;
          startup.add(fileName);
          chunk.imports.forEach(visit);
        };
        for (const chunk of chunks.values()) {
          const publicPage = chunk.isDynamicEntry && !!chunk.facadeModuleId?.startsWith(publicPages);
          if (chunk.isEntry || publicPage) visit(chunk.fileName);
        }

        for (const fileName of startup) {
          const chunk = chunks.get(fileName)!;
          chunk.code = COMPILE_HINT + chunk.code;
          // One line more at the top: each source map starts with one more (empty) line of mappings.
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
          const mapAsset = bundle[`${fileName}.map`] as OutputAsset | undefined;
          if (mapAsset?.type === 'asset') {
            const map = JSON.parse(String(mapAsset.source)) as { mappings: string };
            map.mappings = `;${map.mappings}`;
            mapAsset.source = JSON.stringify(map);
          }
        }
      },
    },
  };
}
