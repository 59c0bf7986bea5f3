import { deferScriptsUntilPainted } from './deferred-scripts';

const page = (nonce = ' nonce="abc123"') => `<!doctype html><html><head>
<script${nonce}>/* theme */</script>
<script${nonce} type="module" crossorigin src="/assets/index-1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-2.js">
<link rel="modulepreload" crossorigin href="/assets/home-3.js">
</head><body><div id="root"><main>Hello</main></div><script${nonce}>window.__APOLLO_STATE__={}</script></body></html>`;

describe('deferScriptsUntilPainted', () => {
  it("takes the module script and modulepreloads out and starts them from one nonce'd script at the end of the body", () => {
    const html = deferScriptsUntilPainted(page());
    expect(html).not.toMatch(/type="module"/);
    expect(html).not.toMatch(/rel="modulepreload"/);
    const starter = html.match(/<script nonce="abc123">(\(function\(\)[\s\S]*?)<\/script><\/body>/);
    expect(starter).not.toBeNull();
    expect(starter![1]).toContain('["/assets/react-2.js","/assets/home-3.js"]');
    expect(starter![1]).toContain('["/assets/index-1.js"]');
    // The rendered markup, the theme script and the state script stay where they were.
    expect(html).toContain('<div id="root"><main>Hello</main></div><script nonce="abc123">window.__APOLLO_STATE__={}</script>');
    expect(html).toContain('/* theme */');
  });

  it('the starter is valid JavaScript that loads the scripts in order, one per task', () => {
    const manyPreloads = page().replace(
      '</head>',
      '<link rel="modulepreload" crossorigin href="/assets/icon-4.js">\n<link rel="modulepreload" crossorigin href="/assets/icon-5.js">\n</head>',
    );
    const html = deferScriptsUntilPainted(manyPreloads);
    const source = html.match(/<script nonce="abc123">(\(function\(\)[\s\S]*?)<\/script><\/body>/)![1];
    const tasks: string[][] = [[]];
    const element = () => ({ addEventListener() {} }) as Record<string, unknown>;
    const document = {
      visibilityState: 'hidden',
      head: {
        appendChild: (node: Record<string, string>) => tasks.at(-1)!.push(`${node.rel ?? node.type}:${node.href ?? node.src}`),
      },
      createElement: element,
      querySelector: () => null,
    };
    const timers: Array<() => void> = [];
    new Function('document', 'window', 'requestAnimationFrame', 'setTimeout', source)(
      document,
      {},
      () => {},
      (run: () => void) => timers.push(run),
    );
    // Each timer is a task of its own (the 3-second fallback finds everything started and does nothing).
    while (timers.length) {
      tasks.push([]);
      timers.shift()!();
    }
    expect(tasks.filter((added) => added.length)).toEqual([
      ['modulepreload:/assets/react-2.js'],
      ['modulepreload:/assets/home-3.js'],
      ['modulepreload:/assets/icon-4.js'],
      ['modulepreload:/assets/icon-5.js'],
      ['module:/assets/index-1.js'],
    ]);
  });

  /** Runs the starter of `page()` on a visible page with a main image, against fake browser parts. */
  function visibleStarter({ reportsPaints, imageTop = 120 }: { reportsPaints: boolean; imageTop?: number }) {
    const source = deferScriptsUntilPainted(page()).match(
      /<script nonce="abc123">(\(function\(\)[\s\S]*?)<\/script><\/body>/,
    )![1];
    const added: string[] = [];
    const listeners: Record<string, () => void> = {};
    const decoding: Array<() => void> = [];
    const image = {
      complete: false,
      naturalWidth: 0,
      getAttribute: (name: string) => (name === 'elementtiming' ? 'main-image' : null),
      addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
      decode: () => new Promise<void>((resolve) => decoding.push(resolve)),
      getBoundingClientRect: () => ({ top: imageTop, bottom: imageTop + 260, width: 390 }),
    };
    const document = {
      visibilityState: 'visible',
      head: { appendChild: (node: Record<string, string>) => added.push(node.href ?? node.src) },
      createElement: () => ({}),
      querySelector: (selector: string) => (selector === 'img[fetchpriority="high"]' ? image : null),
    };
    /** The browser's paint reports: an observer per entry type, told of entries as the test paints. */
    const observers: Record<string, (entries: object[]) => void> = {};
    class FakePerformanceObserver {
      static supportedEntryTypes = ['paint', 'element', 'largest-contentful-paint'];
      constructor(private readonly callback: (list: { getEntries(): object[] }, observer: unknown) => void) {}
      observe({ type }: { type: string }) {
        observers[type] = (entries) => this.callback({ getEntries: () => entries }, this);
      }
      disconnect() {
        for (const type of Object.keys(observers)) delete observers[type];
      }
    }
    const frames: Array<() => void> = [];
    const timers: Array<{ run: () => void; ms: number }> = [];
    new Function('document', 'window', 'requestAnimationFrame', 'setTimeout', 'PerformanceObserver', source)(
      document,
      { innerHeight: 800, ...(reportsPaints ? { PerformanceObserver: FakePerformanceObserver } : {}) },
      (run: () => void) => frames.push(run),
      (run: () => void, ms = 0) => timers.push({ run, ms }),
      FakePerformanceObserver,
    );
    /** Runs what is due: frames (paints), then the 0 ms timers (tasks), never the 3-second fallback. */
    const flush = async () => {
      await Promise.resolve();
      for (let due = frames.splice(0); due.length; due = frames.splice(0)) due.forEach((run) => run());
      for (let i = timers.findIndex((t) => t.ms === 0); i >= 0; i = timers.findIndex((t) => t.ms === 0)) {
        timers.splice(i, 1)[0].run();
        for (let due = frames.splice(0); due.length; due = frames.splice(0)) due.forEach((run) => run());
      }
    };
    return { added, listeners, decoding, observers, frames, timers, flush };
  }

  const ALL_SCRIPTS = ['/assets/react-2.js', '/assets/home-3.js', '/assets/index-1.js'];

  it('where the browser reports paints, waits until the first paint and then the main image are on screen', async () => {
    const run = visibleStarter({ reportsPaints: true });
    await run.flush();
    expect(Object.keys(run.observers)).toEqual(['paint']);
    run.observers.paint([{ name: 'first-paint' }]);
    await run.flush();
    expect(run.added).toEqual([]); // a paint with no content yet
    run.observers.paint([{ name: 'first-contentful-paint' }]);
    await run.flush();
    // The page's text is on screen; its picture is what Lighthouse's largest paint waits for.
    expect(Object.keys(run.observers)).toEqual(['element']);
    run.listeners.load?.();
    await run.flush();
    expect(run.added).toEqual([]); // loaded is not painted
    run.observers.element([{ identifier: 'another-image' }]);
    await run.flush();
    expect(run.added).toEqual([]);
    run.observers.element([{ identifier: 'main-image' }]);
    await run.flush();
    expect(run.added).toEqual(ALL_SCRIPTS);
    expect(run.timers.map((t) => t.ms)).toEqual([3000]);
  });

  it('elsewhere, waits two frames after the first one, then for the main image to load, decode and pass two more', async () => {
    const run = visibleStarter({ reportsPaints: false });
    await run.flush();
    expect(run.added).toEqual([]); // painted, but the image is still loading
    run.listeners.load();
    await run.flush();
    expect(run.added).toEqual([]); // loaded, not yet decoded
    run.decoding.forEach((decoded) => decoded());
    await Promise.resolve();
    await Promise.resolve();
    // Decoded: the scripts start a task after the second frame from here.
    expect(run.frames).toHaveLength(1);
    run.frames.shift()!();
    expect(run.frames).toHaveLength(1);
    run.frames.shift()!();
    expect(run.added).toEqual([]);
    await run.flush();
    expect(run.added).toEqual(ALL_SCRIPTS);
  });

  it('starts after the first paint when the main image is out of view (no paint of it will come)', async () => {
    const run = visibleStarter({ reportsPaints: true, imageTop: 900 });
    await run.flush();
    expect(run.added).toEqual([]);
    run.observers.paint([{ name: 'first-contentful-paint' }]);
    await run.flush();
    expect(run.added).toEqual(ALL_SCRIPTS);
  });

  it('starts at once when the main image fails (no paint of it will come)', async () => {
    const run = visibleStarter({ reportsPaints: true });
    run.observers.paint([{ name: 'first-contentful-paint' }]);
    await run.flush();
    run.listeners.error();
    await run.flush();
    expect(run.added).toEqual(ALL_SCRIPTS);
  });

  it('leaves a page without a nonce as it is (nothing could run the starter)', () => {
    expect(deferScriptsUntilPainted(page(''))).toBe(page(''));
  });
});
