import { ISLANDS_ENTRY, islandsShell } from './page-renderer';

const SHELL =
  '<html><head><script nonce="n0nce">/* theme */</script>' +
  '<script type="module" crossorigin nonce="n0nce" src="/assets/index-abc.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/router-r.js">' +
  '<link rel="modulepreload" crossorigin href="/assets/apollo-a.js">' +
  '</head><body><div id="root"></div></body></html>';

const MANIFEST = {
  'index.html': { file: 'assets/index-abc.js', imports: ['_react-x.js', '_router-r.js', '_apollo-a.js'] },
  [ISLANDS_ENTRY]: { file: 'assets/islands-i.js', imports: ['_react-x.js', '_styles-s.js'] },
  '_react-x.js': { file: 'assets/react-x.js' },
  '_styles-s.js': { file: 'assets/styles-s.js', imports: ['_react-x.js'] },
  '_router-r.js': { file: 'assets/router-r.js', imports: ['_react-x.js'] },
  '_apollo-a.js': { file: 'assets/apollo-a.js', imports: ['_react-x.js'] },
};

describe('islandsShell (docs/decisions/053)', () => {
  it("swaps main.tsx's script for the islands entry, keeping its nonce, and preloads that entry's chunks only", () => {
    const html = islandsShell(SHELL, MANIFEST)!;
    expect(html).toContain('<script type="module" crossorigin nonce="n0nce" src="/assets/islands-i.js"></script>');
    expect(html).not.toContain('index-abc.js');
    const preloads = [...html.matchAll(/rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => match[1]);
    expect(preloads.sort()).toEqual(['/assets/react-x.js', '/assets/styles-s.js']);
  });

  it('answers null (the page is then hydrated whole) for a build without the islands entry or a shell without a module script', () => {
    const { [ISLANDS_ENTRY]: _islands, ...older } = MANIFEST;
    expect(islandsShell(SHELL, older)).toBeNull();
    expect(islandsShell(SHELL, null)).toBeNull();
    expect(islandsShell('<html><head></head><body></body></html>', MANIFEST)).toBeNull();
  });
});
