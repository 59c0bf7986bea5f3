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

  it('leaves a page without a nonce as it is (nothing could run the starter)', () => {
    expect(deferScriptsUntilPainted(page(''))).toBe(page(''));
  });
});
