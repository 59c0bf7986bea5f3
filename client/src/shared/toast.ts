import type { Renderable, ToastOptions } from 'react-hot-toast';

/**
 * `toast` for the public pages, without react-hot-toast in their first load: the library is
 * imported on the first call (calls made meanwhile wait for it, in order) and the Toaster is asked
 * to mount (app/toaster.tsx), so a toast raised before either was loaded still shows. The admin
 * chunk imports react-hot-toast directly; both share one store, so one Toaster shows them all.
 */
type Library = typeof import('react-hot-toast');
type Call = (library: Library) => void;

let library: Library | undefined;
let loading: Promise<Library> | undefined;
let toasterWanted = false;
const toasterListeners = new Set<() => void>();

function load(): Promise<Library> {
  loading ??= import('react-hot-toast').then(
    (loaded) => (library = loaded),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function run(call: Call): void {
  requestToaster();
  if (library) {
    call(library);
    return;
  }
  load().then(call, (error: unknown) => console.error(error));
}

/**
 * Asks app/toaster.tsx to mount the Toaster: on the first toast through this module, and when the
 * admin area (which calls react-hot-toast itself) opens. A page that never toasts never loads it.
 */
export function requestToaster(): void {
  toasterWanted = true;
  for (const listener of toasterListeners) listener();
}

/** Calls `listener` once the Toaster is wanted (at once if it already is). */
export function onToasterRequested(listener: () => void): () => void {
  if (toasterWanted) listener();
  toasterListeners.add(listener);
  return () => toasterListeners.delete(listener);
}

/** Loads react-hot-toast (for the Toaster, which must share its store). */
export const loadToastLibrary = load;

export const toast = {
  success: (message: Renderable, options?: ToastOptions) => run(({ default: t }) => t.success(message, options)),
  error: (message: Renderable, options?: ToastOptions) => run(({ default: t }) => t.error(message, options)),
  dismiss: (id?: string) => run(({ default: t }) => t.dismiss(id)),
};
