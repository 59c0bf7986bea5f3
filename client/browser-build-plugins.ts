import path from 'node:path';
import type { PluginOption } from 'vite';
import { reactIconModules } from './react-icon-modules.ts';
import { startupCompileHints } from './startup-compile-hints.ts';
import { styledComponentIds } from './styled-component-ids.ts';

/**
 * The plugins of both browser builds (vite.config.ts, the app; vite.islands.config.ts, the islands): the same
 * styled-components ids as the server's render, one module per react-icons icon, and V8's compile hint on the
 * scripts a public page runs at start-up (docs/decisions/042).
 */
export function browserBuildPlugins(): PluginOption[] {
  return [
    styledComponentIds(import.meta.dirname),
    reactIconModules(),
    startupCompileHints(path.resolve(import.meta.dirname, 'src/pages/public') + path.sep),
  ];
}
