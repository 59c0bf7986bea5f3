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

  it('the starter is valid JavaScript that loads the scripts in order once run', () => {
    const html = deferScriptsUntilPainted(page());
    const source = html.match(/<script nonce="abc123">(\(function\(\)[\s\S]*?)<\/script><\/body>/)![1];
    const appended: string[] = [];
    const element = () => ({ addEventListener() {} }) as Record<string, unknown>;
    const document = {
      visibilityState: 'hidden',
      head: { appendChild: (node: Record<string, string>) => appended.push(`${node.rel ?? node.type}:${node.href ?? node.src}`) },
      createElement: element,
      querySelector: () => null,
    };
    new Function('document', 'requestAnimationFrame', 'setTimeout', source)(
      document,
      () => {},
      () => {},
    );
    expect(appended).toEqual([
      'modulepreload:/assets/react-2.js',
      'modulepreload:/assets/home-3.js',
      'module:/assets/index-1.js',
    ]);
  });

  it('leaves a page without a nonce as it is (nothing could run the starter)', () => {
    expect(deferScriptsUntilPainted(page(''))).toBe(page(''));
  });
});
