import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { Route, Routes, useNavigationType } from 'react-router-dom';
import { ADMIN_TOKEN_KEY } from '../../shared/auth-token';
import {
  loginNewDeviceRefusedMock,
  buildAdmin,
  loginErrorMock,
  loginMock,
  loginTwoFactorRequiredMock,
  profileMock,
} from '../../features/admin-auth/admin-auth.fixtures';
import { AdminLoginDocument } from '../../gql-admin/graphql';
import { renderWithProviders } from '../../testing/render-with-providers';
import { AdminLoginPage } from './admin-login-page';
import { AdminRoot } from './admin-root';

const credentials = { username: 'ayesha', password: 'secret-pass' };

/** The /admin stand-in tells how it was reached (a replaced history entry or a pushed one). */
function AdminHome() {
  return (
    <>
      <h1>Admin home</h1>
      <p>reached by {useNavigationType()}</p>
    </>
  );
}

function renderLogin(mocks: MockLink.MockedResponse[] = []) {
  const view = renderWithProviders(
    <>
      <Toaster />
      <Routes>
        <Route element={<AdminRoot />}>
          <Route path="/admin-login" element={<AdminLoginPage />} />
          <Route path="/admin" element={<AdminHome />} />
        </Route>
      </Routes>
    </>,
    { mocks, route: '/admin-login' },
  );
  const user = userEvent.setup();
  return {
    view,
    user,
    username: () => screen.getByLabelText(/Username or Email/),
    password: () => screen.getByLabelText(/^Password/),
    submit: () => screen.getByRole('button', { name: /^(Login|Authenticating\.\.\.)$/ }),
  };
}

async function fillIn(page: ReturnType<typeof renderLogin>) {
  await page.user.type(page.username(), credentials.username);
  await page.user.type(page.password(), credentials.password);
}

describe('AdminLoginPage', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    act(() => toast.remove());
    jest.restoreAllMocks();
  });

  it('marks the page no-index while it is shown', async () => {
    const page = renderLogin();
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    page.view.unmount();

    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('requires the username and the password', async () => {
    const page = renderLogin();
    await screen.findByRole('heading', { name: 'Admin Login' });

    await page.user.click(page.submit());

    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(page.username()).toHaveAccessibleDescription('Username is required');

    await page.user.type(page.username(), 'ayesha');
    expect(screen.queryByText('Username is required')).not.toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it("reads 'Authenticating...' and is disabled while signing in, and ignores a second submit", async () => {
    let calls = 0;
    const counted = () => loginMock(credentials, { delay: 150, onCall: () => (calls += 1) });
    const page = renderLogin([counted(), counted()]);
    await fillIn(page);

    await page.user.click(page.submit());

    const button = screen.getByRole('button', { name: 'Authenticating...' });
    expect(button).toBeDisabled();
    fireEvent.submit(screen.getByRole('form', { name: 'Admin login' }));

    expect(await screen.findByRole('heading', { name: 'Admin home' })).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it("toasts 'Login successful!' and goes to /admin, replacing the login page in history", async () => {
    const page = renderLogin([loginMock(credentials, { token: 'fresh-token' })]);
    await fillIn(page);

    await page.user.click(page.submit());

    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Admin home' })).toBeInTheDocument();
    expect(screen.getByText('reached by REPLACE')).toBeInTheDocument();
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('fresh-token');
  });

  it("toasts the server's message when the login is refused, and stays on the page", async () => {
    const page = renderLogin([loginErrorMock(credentials, 'Invalid credentials')]);
    await fillIn(page);

    await page.user.click(page.submit());

    expect(await screen.findByText('Invalid credentials')).toBeInTheDocument();
    expect(page.submit()).toHaveTextContent('Login');
    expect(page.submit()).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
  });

  it("toasts 'Login failed' when the server gives no message", async () => {
    const page = renderLogin([
      {
        request: { query: AdminLoginDocument, variables: credentials },
        result: { data: { login: { __typename: 'LoginPayload', success: false, message: '', token: '', admin: buildAdmin() } } },
      },
    ]);
    await fillIn(page);

    await page.user.click(page.submit());

    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
  });

  it('sends an already authenticated visitor to /admin, replacing the history entry', async () => {
    window.localStorage.setItem(ADMIN_TOKEN_KEY, 'stored-token');
    renderLogin([profileMock()]);

    expect(await screen.findByRole('heading', { name: 'Admin home' })).toBeInTheDocument();
    expect(screen.getByText('reached by REPLACE')).toBeInTheDocument();
  });

  it('ignores a submit while the session is still being checked', async () => {
    let calls = 0;
    window.localStorage.setItem(ADMIN_TOKEN_KEY, 'stored-token');
    const page = renderLogin([
      // Long enough that filling in the form (slow on a loaded machine) is over before the check answers.
      { ...profileMock(buildAdmin(), { delay: 2500 }) },
      loginMock(credentials, { onCall: () => (calls += 1) }),
    ]);
    await fillIn(page);

    await page.user.click(page.submit());

    expect(screen.queryByRole('button', { name: 'Authenticating...' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Admin home' }, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(calls).toBe(0));
    expect(screen.queryByText('Login successful!')).not.toBeInTheDocument();
  });
});

describe('AdminLoginPage with two-factor authentication', () => {
  const withCode = { ...credentials, code: '123456' };
  const codeField = () => screen.queryByLabelText(/^Authentication code/);

  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    act(() => toast.remove());
    jest.restoreAllMocks();
  });

  it('asks for the authentication code when the server requires one, keeps username and password, and signs in with all three', async () => {
    const page = renderLogin([
      loginTwoFactorRequiredMock(credentials),
      loginMock(withCode, { token: 'second-step-token', delay: 100 }),
    ]);
    await fillIn(page);
    expect(codeField()).not.toBeInTheDocument();

    await page.user.click(page.submit());

    const code = await screen.findByLabelText(/^Authentication code/);
    expect(code).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Two-factor code required. Enter the code from your authenticator app.');
    expect(page.username()).toHaveValue(credentials.username);
    expect(page.password()).toHaveValue(credentials.password);
    // A step, not a failure: no error toast.
    expect(screen.queryByText('Login failed')).not.toBeInTheDocument();
    expect(page.submit()).toHaveTextContent('Login');

    await page.user.type(code, withCode.code);
    await page.user.click(page.submit());

    expect(screen.getByRole('button', { name: 'Authenticating...' })).toBeDisabled();
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Admin home' })).toBeInTheDocument();
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('second-step-token');
  });

  it('requires the code once it is asked for', async () => {
    let calls = 0;
    const page = renderLogin([loginTwoFactorRequiredMock(credentials, { onCall: () => (calls += 1) })]);
    await fillIn(page);
    await page.user.click(page.submit());
    await screen.findByLabelText(/^Authentication code/);

    await page.user.click(page.submit());

    expect(await screen.findByText('Authentication code is required')).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it("toasts the server's message for a wrong code and stays on the code step", async () => {
    const wrong = { ...credentials, code: '000000' };
    const page = renderLogin([loginTwoFactorRequiredMock(credentials), loginErrorMock(wrong, 'Invalid authentication code')]);
    await fillIn(page);
    await page.user.click(page.submit());
    await page.user.type(await screen.findByLabelText(/^Authentication code/), wrong.code);

    await page.user.click(page.submit());

    expect(await screen.findByText('Invalid authentication code')).toBeInTheDocument();
    expect(codeField()).toBeInTheDocument();
    expect(page.submit()).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });
});

describe('AdminLoginPage while the account refuses new devices (ADR 046)', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    act(() => toast.remove());
    jest.restoreAllMocks();
  });

  it('asks for the code that was emailed, and signs in with it', async () => {
    const withDeviceCode = { ...credentials, deviceCode: '424242' };
    const page = renderLogin([loginNewDeviceRefusedMock(credentials), loginMock(withDeviceCode, { token: 'new-device-token' })]);
    await fillIn(page);
    await page.user.click(page.submit());

    const field = await screen.findByLabelText(/^Code from the email/);
    expect(screen.getByRole('status')).toHaveTextContent(/We emailed a sign-in code to the account's address/);
    await page.user.click(page.submit());
    expect(await screen.findByText('Code from the email is required')).toBeInTheDocument();

    await page.user.type(field, withDeviceCode.deviceCode);
    await page.user.click(page.submit());
    expect(await screen.findByRole('heading', { name: 'Admin home' })).toBeInTheDocument();
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('new-device-token');
  });

  it('says to use a known device when no code could be sent', async () => {
    const page = renderLogin([loginNewDeviceRefusedMock(credentials, false)]);
    await fillIn(page);
    await page.user.click(page.submit());

    expect(await screen.findByRole('status')).toHaveTextContent(
      /Sign in from a device you have used before, or try again later\./,
    );
    expect(screen.queryByLabelText(/^Code from the email/)).not.toBeInTheDocument();
  });
});
