import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { clip, NoIndex, PageHead } from './head';
import { ServerRenderContext, useHttpStatus, type ServerRenderState } from './server-render-context';
import { siteConfig } from './site-config';
import { ThemeModeProvider } from './theme-mode';
import { Logo } from '../components/layout/logo';

function NotFound() {
  useHttpStatus(404);
  return <PageHead title="Page Not Found" />;
}

describe('head manager', () => {
  beforeEach(() => {
    document.head.innerHTML = '<link rel="canonical" href="https://www.example.test/old"><meta property="og:title" content="x">';
  });

  it("sets '<title> | <company>', the description, canonical, social tags and JSON-LD in the browser", () => {
    render(
      <PageHead
        title="Shipping AI"
        description="What we learned."
        image="/uploads/cover.png"
        type="article"
        jsonLd={(absolute) => [{ '@type': 'BlogPosting', url: absolute('/blog/shipping-ai') }]}
      />,
    );
    expect(document.title).toBe(`Shipping AI | ${siteConfig.companyName}`);
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'What we learned.');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.example.test/');
    expect(document.head.querySelector('meta[property="og:image"]')).toHaveAttribute(
      'content',
      'https://www.example.test/uploads/cover.png',
    );
    expect(document.head.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    const jsonLd = document.head.querySelectorAll('script[type="application/ld+json"]');
    expect(jsonLd).toHaveLength(1);
    expect(JSON.parse(jsonLd[0].textContent!)).toEqual({
      '@type': 'BlogPosting',
      url: 'https://www.example.test/blog/shipping-ai',
    });
  });

  it('marks a page noindex while it is mounted', () => {
    const { unmount } = render(<NoIndex />);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    unmount();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('collects the head, noindex and HTTP status while rendering on the server', () => {
    const state: ServerRenderState = { publicUrl: 'https://www.example.test' };
    renderToString(
      <ServerRenderContext.Provider value={state}>
        <NoIndex />
        <NotFound />
      </ServerRenderContext.Provider>,
    );
    expect(state).toMatchObject({ status: 404, noIndex: true, head: { title: 'Page Not Found' } });
  });

  it('clips long descriptions at a word', () => {
    expect(clip('word '.repeat(60), 20)).toBe('word word word word…');
    expect(clip('  short   text ')).toBe('short text');
  });
});

describe('theme-independent server markup', () => {
  it('renders both logos on the server, for CSS to pick by the root class', () => {
    const html = renderToString(
      <ThemeModeProvider>
        <Logo />
      </ThemeModeProvider>,
    );
    expect(html).toContain('src="/logo-dark.svg"');
    expect(html).toContain('data-theme-show="light"');
    expect(html).toContain('src="/logo-light.svg"');
    expect(html).toContain('data-theme-show="dark"');
  });
});
