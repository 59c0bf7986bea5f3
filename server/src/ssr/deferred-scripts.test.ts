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
    new Function('document', 'requestAnimationFrame', 'setTimeout', source)(
      document,
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

  it('on a visible page, waits for the first paint, then for the main image to load, decode and show (two frames)', async () => {
    const source = deferScriptsUntilPainted(page()).match(
      /<script nonce="abc123">(\(function\(\)[\s\S]*?)<\/script><\/body>/,
    )![1];
    const added: string[] = [];
    const listeners: Record<string, () => void> = {};
    let decode: () => void = () => {};
    const image = {
      complete: false,
      addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
      decode: () => new Promise<void>((resolve) => (decode = resolve)),
    };
    const document = {
      visibilityState: 'visible',
      head: { appendChild: (node: Record<string, string>) => added.push(node.href ?? node.src) },
      createElement: () => ({}),
      querySelector: (selector: string) => (selector === 'img[fetchpriority="high"]' ? image : null),
    };
    const frames: Array<() => void> = [];
    const timers: Array<{ run: () => void; ms: number }> = [];
    new Function('document', 'requestAnimationFrame', 'setTimeout', source)(
      document,
      (run: () => void) => frames.push(run),
      (run: () => void, ms = 0) => timers.push({ run, ms }),
    );
    /** Runs what is due: frames first (a paint), then the 0 ms timers (tasks), never the 3-second fallback. */
    const flush = async () => {
      for (let due = frames.splice(0); due.length; due = frames.splice(0)) due.forEach((run) => run());
      for (let i = timers.findIndex((t) => t.ms === 0); i >= 0; i = timers.findIndex((t) => t.ms === 0)) {
        timers.splice(i, 1)[0].run();
        for (let due = frames.splice(0); due.length; due = frames.splice(0)) due.forEach((run) => run());
      }
      await Promise.resolve();
    };

    await flush();
    expect(added).toEqual([]); // painted, but the image is still loading
    listeners.load();
    await flush();
    expect(added).toEqual([]); // loaded, not yet decoded
    decode();
    await Promise.resolve();
    await Promise.resolve();
    // Decoded: the scripts start a task after the second frame from here (the image is on screen by then:
    // Lighthouse's largest paint is over before any script is requested).
    expect(frames).toHaveLength(1);
    frames.shift()!();
    expect(frames).toHaveLength(1);
    frames.shift()!();
    expect(added).toEqual([]);
    await flush();
    expect(added).toEqual(['/assets/react-2.js', '/assets/home-3.js', '/assets/index-1.js']);
    expect(timers.map((t) => t.ms)).toEqual([3000]);
  });

  it('leaves a page without a nonce as it is (nothing could run the starter)', () => {
    expect(deferScriptsUntilPainted(page(''))).toBe(page(''));
  });
});
