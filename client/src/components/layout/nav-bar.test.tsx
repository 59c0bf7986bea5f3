import { SEARCH_QUERY_MAX } from '@field-rules';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/render-with-providers';
import { NavBar } from './nav-bar';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    fireEvent.scroll(window);
  });
}

describe('NavBar', () => {
  beforeEach(() => scrollTo(0));

  it('shows the seven links in the SPEC order with their addresses', () => {
    const { container } = renderWithProviders(<NavBar pathname="/" />);
    const menu = container.querySelector<HTMLElement>('nav#main-menu')!;
    expect(menu).toHaveAttribute('aria-label', 'Main');
    // jsdom applies no media queries, so the menu counts as collapsed (hidden) here.
    const links = within(menu).getAllByRole('link', { hidden: true });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['About', '/about'],
      ['Services', '/services'],
      ['Work', '/work'],
      ['Products', '/products'],
      ['Blog', '/blog'],
      ['Contact', '/contact'],
    ]);
  });

  it('has the site search: a GET form to /search with a labelled field named q and an icon button, inside the menu', () => {
    const { container } = renderWithProviders(<NavBar pathname="/" />);
    // jsdom applies no media queries, so the menu (and the form in it) counts as collapsed (hidden) here.
    const form = screen.getByRole('search', { name: 'Site search', hidden: true });
    expect(container.querySelector('nav#main-menu')).toContainElement(form);
    // Native attributes only: it works before any script runs, and without scripts.
    expect(form.tagName).toBe('FORM');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/search');
    const field = within(form).getByRole('searchbox', { name: 'Search the site', hidden: true });
    expect(field).toHaveAttribute('type', 'search');
    expect(field).toHaveAttribute('name', 'q');
    expect(field).toHaveAttribute('maxlength', String(SEARCH_QUERY_MAX));
    expect(field).toHaveValue('');
    const submit = within(form).getByRole('button', { name: 'Search', hidden: true });
    expect(submit).toHaveAttribute('type', 'submit');
    expect(submit.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    // The form's only named parts: the field and its button.
    expect(form.querySelectorAll('input, button, select, textarea')).toHaveLength(2);
  });

  it('marks the link of the page shown, and of its section on a nested page', () => {
    const { container, rerender } = renderWithProviders(<NavBar pathname="/blog/a-post" />);
    const current = () => [...container.querySelectorAll('nav#main-menu a[aria-current="page"]')].map((a) => a.textContent);
    expect(current()).toEqual(['Blog']);
    rerender(<NavBar pathname="/" />);
    expect(current()).toEqual(['Home']);
    rerender(<NavBar pathname="/workshop" />);
    expect(current()).toEqual([]);
  });

  it('changes its look only after more than 20 px of scroll', () => {
    const { container } = renderWithProviders(<NavBar pathname="/" />);
    const bar = container.querySelector('header')!;
    expect(bar).toHaveAttribute('data-scrolled', 'false');
    scrollTo(20);
    expect(bar).toHaveAttribute('data-scrolled', 'false');
    scrollTo(21);
    expect(bar).toHaveAttribute('data-scrolled', 'true');
  });

  it('opens the mobile menu and closes it when a link is chosen', async () => {
    renderWithProviders(<NavBar pathname="/" />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    // The link is a plain link (a page load, which jsdom cannot do): the menu closes as it is followed.
    const stayOnPage = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('click', stayOnPage);
    await userEvent.click(screen.getByRole('link', { name: 'Work' }));
    document.removeEventListener('click', stayOnPage);
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('toggles the theme and swaps the logo', async () => {
    localStorage.setItem('theme', 'light');
    renderWithProviders(<NavBar pathname="/" />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/logo-dark.svg');
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(screen.getByRole('img')).toHaveAttribute('src', '/logo-light.svg');
    expect(document.documentElement).toHaveClass('dark');
  });
});
