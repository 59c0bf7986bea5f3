import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { ServerRenderContext } from './server-render-context';
import { StaticContent } from './static-content';

/** Counts its renders: the content React would otherwise hydrate. */
let renders = 0;
function Card({ photo = '/uploads/photo.jpg' }: { photo?: string }) {
  renders += 1;
  return (
    <article>
      <img src={photo} alt="Founder" />
      <h2>Ayesha Khan</h2>
      <a href="/about">About us</a>
      <a href="https://example.com/elsewhere">Elsewhere</a>
      <a href="/brochure.pdf" download>
        Brochure
      </a>
    </article>
  );
}

/** A page the router keeps mounted from one record to the next. */
function Post() {
  const { slug } = useParams();
  return (
    <article>
      <h2>Post {slug}</h2>
      <a href="/posts/second">Next post</a>
    </article>
  );
}

function App({ page, at = '/' }: { page: ReactElement; at?: string }) {
  return (
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route path="/" element={page} />
        <Route path="/about" element={<h1>About page</h1>} />
        <Route
          path="/posts/:slug"
          element={
            <StaticContent>
              <Post />
            </StaticContent>
          }
        />
      </Routes>
    </MemoryRouter>
  );
}

/** The page as the server sends it, then hydrated as main.tsx does it. */
function hydrateServerPage(page: ReactElement, at = '/') {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <ServerRenderContext.Provider value={{ publicUrl: 'http://localhost' }}>
      <App page={page} at={at} />
    </ServerRenderContext.Provider>,
  );
  document.body.append(container);
  renders = 0;
  let root: Root | undefined;
  act(() => {
    root = hydrateRoot(container, <App page={page} at={at} />);
  });
  return { container, unmount: () => act(() => root!.unmount()) };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('StaticContent', () => {
  it('keeps the server markup on the hydrated page without rendering its content', () => {
    const page = hydrateServerPage(
      <StaticContent>
        <Card />
      </StaticContent>,
    );
    expect(renders).toBe(0);
    expect(page.container.querySelectorAll('h2')).toHaveLength(1);
    expect(page.container.querySelector('h2')?.textContent).toBe('Ayesha Khan');
    page.unmount();
  });

  it('follows a same-site link through the router, and leaves other links to the browser', () => {
    const page = hydrateServerPage(
      <StaticContent>
        <Card />
      </StaticContent>,
    );
    const links = [...page.container.querySelectorAll('a')];
    const [about, elsewhere, brochure] = links;
    expect(fireEvent.click(elsewhere)).toBe(true);
    expect(fireEvent.click(brochure)).toBe(true);
    expect(fireEvent.click(about, { ctrlKey: true })).toBe(true);
    expect(page.container.querySelector('h2')).not.toBeNull();

    // fireEvent returns false when the click's default action (the page load) was prevented.
    let followed = true;
    act(() => {
      followed = fireEvent.click(about);
    });
    expect(followed).toBe(false);
    expect(page.container.querySelector('h1')?.textContent).toBe('About page');
    page.unmount();
  });

  it('renders its content after all when a picture fails, replacing the server markup', () => {
    const page = hydrateServerPage(
      <StaticContent>
        <Card />
      </StaticContent>,
    );
    act(() => {
      page.container.querySelector('img')!.dispatchEvent(new Event('error'));
    });
    expect(renders).toBeGreaterThan(0);
    expect(page.container.querySelectorAll('h2')).toHaveLength(1);
    page.unmount();
  });

  it('renders its content when mounted in the browser (a page opened by navigating)', () => {
    render(
      <App
        page={
          <StaticContent>
            <Card />
          </StaticContent>
        }
      />,
    );
    expect(screen.getByRole('heading', { name: 'Ayesha Khan' })).toBeInTheDocument();
    expect(renders).toBeGreaterThan(0);
  });

  it('renders the next record when the page stays mounted for another address', () => {
    const page = hydrateServerPage(<p>Home</p>, '/posts/first');
    expect(page.container.querySelector('h2')?.textContent).toBe('Post first');
    act(() => {
      fireEvent.click(page.container.querySelector('a')!);
    });
    expect(page.container.querySelectorAll('h2')).toHaveLength(1);
    expect(page.container.querySelector('h2')?.textContent).toBe('Post second');
    page.unmount();
  });
});
