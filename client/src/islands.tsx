/**
 * The browser's entry for public pages rendered as islands (docs/decisions/053-public-pages-hydrate-islands.md):
 * the page is the server's HTML, and only its interactive parts (shared/island.tsx) are hydrated, each as a
 * React root of its own rendered from the props the server wrote beside it. Built apart, on Preact's React
 * compatibility layer (client/vite.islands.config.ts, docs/decisions/054-islands-on-preact.md). No router and
 * no Apollo Client are loaded: links are plain links, so every page is a document of its own. The back office,
 * and any page not marked `islands`, start from main.tsx instead.
 */
import { StrictMode, useEffect, useRef, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { islandRegistry } from './app/island-registry';
import { SmoothScroll } from './app/smooth-scroll';
import { AppToaster } from './app/toaster';
import type { IslandName } from './shared/island';
import { ThemeModeProvider } from './shared/theme-mode';

/** Calls `done` once, when the island's first render has been committed. */
function Committed({ done }: { done: () => void }) {
  const called = useRef(false);
  useEffect(() => {
    if (called.current) return;
    called.current = true;
    done();
  }, [done]);
  return null;
}

interface TypedField {
  field: HTMLInputElement | HTMLTextAreaElement;
  value: string;
}

/** The fields of an island a visitor typed in before it hydrated, with what they typed. */
function typedFields(island: HTMLElement): TypedField[] {
  return [...island.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')]
    .filter((field) => field.value !== field.defaultValue)
    .map((field) => ({ field, value: field.value }));
}

/**
 * Hands what was typed before hydration to the hydrated island: its state never saw the typing, and hydration
 * may put a field back to its rendered value (Preact does so for a textarea). Each field gets an input event, as
 * typing sends, through the value setter of its prototype, which React's and Preact's change tracking both see.
 */
function retype(typed: TypedField[]) {
  for (const { field, value } of typed) {
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** Each island's component, loaded once per name; null for a name the registry does not have or a load that failed. */
async function islandComponents(names: Set<string>): Promise<Map<string, ComponentType<object> | null>> {
  const loaded = await Promise.all(
    [...names].map(async (name) => {
      const load = islandRegistry[name as IslandName] as (() => Promise<ComponentType<object>>) | undefined;
      if (!load) {
        console.error(`Unknown island "${name}": left as the server rendered it`);
        return [name, null] as const;
      }
      try {
        return [name, await load()] as const;
      } catch (error) {
        console.error(`Island "${name}" could not be loaded: left as the server rendered it`, error);
        return [name, null] as const;
      }
    }),
  );
  return new Map(loaded);
}

async function start() {
  const html = document.documentElement;
  const elements = [...document.querySelectorAll<HTMLElement>('[data-island]')];
  // The page's islands' code: the server preloaded it with the entry, so this is not another round trip.
  const components = await islandComponents(new Set(elements.map((element) => element.dataset.island ?? '')));

  // From here React is taking the page over: the first-paint controls (index.html) remember taps for it instead.
  html.dataset.hydrating = 'true';
  let waiting = elements.length;
  const committed = () => {
    waiting -= 1;
    if (waiting <= 0) html.dataset.hydrated = 'true';
  };
  elements.forEach((element) => {
    const Component = components.get(element.dataset.island ?? '');
    if (!Component) {
      committed();
      return;
    }
    const props = JSON.parse(element.dataset.props ?? '{}') as object;
    const typed = typedFields(element);
    const hydrated = () => {
      retype(typed);
      committed();
    };
    hydrateRoot(
      element,
      <StrictMode>
        <ThemeModeProvider>
          {/* The page's one Lenis (started on the first scroll intent), for the dialogs' scroll lock. */}
          <SmoothScroll>
            <Component {...props} />
            <Committed done={hydrated} />
          </SmoothScroll>
        </ThemeModeProvider>
      </StrictMode>,
    );
  });
  if (elements.length === 0) html.dataset.hydrated = 'true';

  // Toasts (a sent contact message) show in a root of their own; nothing of it is in the server's HTML.
  const toasts = document.createElement('div');
  document.body.append(toasts);
  createRoot(toasts).render(
    <ThemeModeProvider>
      <AppToaster />
    </ThemeModeProvider>,
  );
}

void start();
