import type { MockLink } from '@apollo/client/testing';
import { act, screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import toast, { Toaster } from 'react-hot-toast';
import { Route, Routes, useLocation } from 'react-router-dom';
import { ConfirmProvider } from '../../components/admin/confirm-dialog';
import { renderWithProviders } from '../../testing/render-with-providers';
import { fieldNames } from '@field-rules';
import { PRODUCT_RECORD } from '@field-rules/records/product';

/**
 * Test support for the products admin pages (not shipped: only tests import it). Renders the given
 * routes inside the admin's confirm provider, with a toaster and the current path in
 * `data-testid="location"`, so tests can follow navigation.
 */
export function renderAdminRoutes(
  routes: Record<string, ReactElement>,
  { route, mocks = [] }: { route: string; mocks?: MockLink.MockedResponse[] },
) {
  return renderWithProviders(
    <ConfirmProvider>
      <Toaster />
      <Routes>
        {Object.entries(routes).map(([path, element]) => (
          <Route key={path} path={path} element={element} />
        ))}
        <Route path="*" element={<p>Elsewhere</p>} />
      </Routes>
      <LocationProbe />
    </ConfirmProvider>,
    { route, mocks },
  );
}

function LocationProbe() {
  const { pathname } = useLocation();
  return <div data-testid="location">{pathname}</div>;
}

/** Toasts live outside React's tree; clear them between tests. */
export function clearToasts() {
  act(() => toast.remove());
}

export const imageFile = (name = 'banner.png') => new File(['png'], name, { type: 'image/png' });

/**
 * How long a mocked mutation stays in flight, so a test can see the saving state (generous: role
 * queries over a whole form are slow in jsdom). What follows is waited for as long as any findBy waits (setup-tests.ts).
 */
export const IN_FLIGHT_MS = 400;

/**
 * Waits for the rich-text editor (a chunk of its own) and switches it to its HTML view, where tests type
 * markup into a plain text area (the visual editor has its own tests in features/rich-text).
 */
export async function showHtmlSource(user: ReturnType<typeof userEvent.setup>, label = 'Full Description') {
  const views = await screen.findByRole('group', { name: `${label} view` });
  await user.click(within(views).getByRole('button', { name: 'HTML' }));
}

/**
 * The input a save sends: the given values, and null for every other field of the product's description (an
 * empty optional field), so a field added to the description needs no change in the tests that expect one.
 */
export function productInput(given: Record<string, unknown>): Record<string, unknown> {
  return { ...Object.fromEntries(fieldNames(PRODUCT_RECORD).map((name) => [name, null])), ...given };
}

/** Whether a sent input is the expected one, whatever the order of its keys. */
export function sameInput(sent: object, expected: object): boolean {
  const sorted = (value: object) =>
    JSON.stringify(Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b))));
  return sorted(sent) === sorted(expected);
}
