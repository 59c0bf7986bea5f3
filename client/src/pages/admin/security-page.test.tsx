import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import toast, { Toaster } from 'react-hot-toast';
import { Route, Routes } from 'react-router-dom';
import { ADMIN_TOKEN_KEY } from '../../shared/auth-token';
import { profileMock } from '../../features/admin-auth/admin-auth.fixtures';
import {
  AdminDisableTwoFactorDocument,
  AdminEnableTwoFactorDocument,
  AdminEndSessionDocument,
  AdminLogoutDocument,
  AdminSessionsDocument,
  AdminSetupTwoFactorDocument,
  AdminTwoFactorStatusDocument,
} from '../../gql-admin/graphql';
import { renderWithProviders } from '../../testing/render-with-providers';
import { AdminLayout } from './admin-layout';
import { AdminRoot } from './admin-root';
import { SecurityPage } from './security-page';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const QR =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const RECOVERY_CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}-jkmn${i}`);
const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

function statusMock(enabled: boolean, recoveryCodesLeft = enabled ? 10 : 0): MockLink.MockedResponse {
  return {
    request: { query: AdminTwoFactorStatusDocument },
    result: { data: { twoFactorStatus: { __typename: 'TwoFactorStatus', enabled, recoveryCodesLeft } } },
  };
}

const setupMock: MockLink.MockedResponse = {
  request: { query: AdminSetupTwoFactorDocument },
  result: {
    data: {
      setupTwoFactor: {
        __typename: 'TwoFactorSetupPayload',
        secret: SECRET,
        otpauthUrl: `otpauth://totp/Nexora%20Labs:ayesha?secret=${SECRET}`,
        qrCode: QR,
      },
    },
  },
};

const PASSWORD = 'my-password';

function enableMock(code: string, options: { wrong?: boolean; delay?: number } = {}): MockLink.MockedResponse {
  return {
    request: { query: AdminEnableTwoFactorDocument, variables: { password: PASSWORD, code } },
    delay: options.delay ?? 0,
    result: options.wrong
      ? {
          errors: [
            new GraphQLError('Invalid authentication code', {
              extensions: { code: 'BAD_USER_INPUT', fields: { code: 'Invalid authentication code' } },
            }),
          ],
        }
      : {
          data: {
            enableTwoFactor: {
              __typename: 'TwoFactorEnablePayload',
              success: true,
              message: 'Two-factor authentication enabled',
              recoveryCodes: RECOVERY_CODES,
            },
          },
        },
  };
}

function disableMock(
  variables: { password: string; code: string },
  options: { onCall?: () => void } = {},
): MockLink.MockedResponse {
  return {
    request: { query: AdminDisableTwoFactorDocument, variables },
    result: () => {
      options.onCall?.();
      return {
        data: {
          disableTwoFactor: { __typename: 'AuthMessagePayload', success: true, message: 'Two-factor authentication disabled' },
        },
      };
    },
  };
}

function buildSession(
  overrides: Partial<{ id: string; userAgent: string | null; ipAddress: string | null; current: boolean }> = {},
) {
  return {
    __typename: 'ActiveSession' as const,
    id: 's1',
    userAgent: CHROME_ON_WINDOWS,
    ipAddress: '198.51.100.7',
    createdAt: '2026-11-20T09:00:00.000Z',
    lastUsedAt: '2026-11-23T10:15:00.000Z',
    current: true,
    ...overrides,
  };
}

const laptop = buildSession();
const phone = buildSession({ id: 's2', userAgent: SAFARI_ON_IPHONE, ipAddress: '203.0.113.9', current: false });

function sessionsMock(sessions = [laptop, phone]): MockLink.MockedResponse {
  return { request: { query: AdminSessionsDocument }, result: { data: { adminSessions: sessions } } };
}

function endSessionMock(id: string, options: { onCall?: () => void } = {}): MockLink.MockedResponse {
  return {
    request: { query: AdminEndSessionDocument, variables: { id, password: PASSWORD } },
    result: () => {
      options.onCall?.();
      return { data: { endAdminSession: { __typename: 'AuthMessagePayload', success: true, message: 'Session ended' } } };
    },
  };
}

function logoutMock(onCall: () => void = () => undefined): MockLink.MockedResponse {
  return {
    request: { query: AdminLogoutDocument },
    result: () => {
      onCall();
      return { data: { logout: { __typename: 'AuthMessagePayload', success: true, message: 'Logged out successfully' } } };
    },
  };
}

/** The page inside the real admin frame (session, confirmations, header), signed in with a stored token. */
function renderSecurity(mocks: MockLink.MockedResponse[]) {
  window.localStorage.setItem(ADMIN_TOKEN_KEY, 'stored-token');
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <Toaster />
      <Routes>
        <Route element={<AdminRoot />}>
          <Route path="/admin-login" element={<h1>Login page</h1>} />
          <Route path="/admin" element={<AdminLayout />}>
            <Route index element={<p>Founders content</p>} />
            <Route path="security" element={<SecurityPage />} />
          </Route>
        </Route>
      </Routes>
    </>,
    { mocks: [profileMock(), ...mocks], route: '/admin/security' },
  );
  const twoFactor = () => screen.getByRole('region', { name: 'Two-factor authentication' });
  return { user, twoFactor };
}

/** The list item of the session shown with this device name. */
const rowOf = (device: string) => screen.getByText(device).closest('li')!;

describe('SecurityPage', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    act(() => toast.remove());
    jest.restoreAllMocks();
  });

  describe('two-factor authentication', () => {
    it('sets up with the QR code and the secret as text, enables with a code, and shows the recovery codes once', async () => {
      // The delay keeps 'Enabling...' on screen long enough to see, even on a loaded machine.
      const page = renderSecurity([statusMock(false), sessionsMock(), setupMock, enableMock('123456', { delay: 1500 })]);
      expect(await screen.findByText(/Two-factor authentication is off/)).toBeInTheDocument();

      await page.user.click(screen.getByRole('button', { name: 'Set up two-factor authentication' }));

      const qr = await screen.findByRole('img', { name: 'QR code to scan with your authenticator app' });
      expect(qr).toHaveAttribute('src', QR);
      expect(screen.getByLabelText('Secret key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
      await page.user.type(within(page.twoFactor()).getByLabelText(/^Authentication code/), '123456');
      await page.user.type(within(page.twoFactor()).getByLabelText(/^Password/), PASSWORD);
      await page.user.click(screen.getByRole('button', { name: 'Enable' }));
      expect(screen.getByRole('button', { name: 'Enabling...' })).toBeDisabled();

      const codes = await screen.findByRole('list', { name: 'Recovery codes' }, { timeout: 5000 });
      expect(
        within(codes)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(RECOVERY_CODES);
      expect(within(page.twoFactor()).getByRole('alert')).toHaveTextContent(
        /Store these recovery codes now.*They will not be shown again\./,
      );
      expect(screen.getByText('Two-factor authentication enabled')).toBeInTheDocument();
      expect(
        within(page.twoFactor()).getByText(/Two-factor authentication is on\. 10 recovery codes left\./),
      ).toBeInTheDocument();
      expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();

      await page.user.click(screen.getByRole('button', { name: 'Copy codes' }));
      expect(await navigator.clipboard.readText()).toBe(RECOVERY_CODES.join('\n'));
      expect(await screen.findByText('Recovery codes copied')).toBeInTheDocument();

      await page.user.click(screen.getByRole('button', { name: 'I have stored them' }));
      expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
      expect(screen.getByRole('form', { name: 'Disable two-factor authentication' })).toBeInTheDocument();
    });

    it("asks for the code, and shows the server's message under it when the code is wrong", async () => {
      const page = renderSecurity([statusMock(false), sessionsMock(), setupMock, enableMock('654321', { wrong: true })]);
      await page.user.click(await screen.findByRole('button', { name: 'Set up two-factor authentication' }));
      await screen.findByRole('img', { name: /QR code/ });

      await page.user.click(screen.getByRole('button', { name: 'Enable' }));
      expect(await screen.findByText('Authentication code is required')).toBeInTheDocument();
      // The password is asked again too: a stolen session alone cannot turn two-factor on.
      expect(screen.getByText('Password is required')).toBeInTheDocument();

      const code = within(page.twoFactor()).getByLabelText(/^Authentication code/);
      await page.user.type(code, '654321');
      await page.user.type(within(page.twoFactor()).getByLabelText(/^Password/), PASSWORD);
      await page.user.click(screen.getByRole('button', { name: 'Enable' }));

      await waitFor(() => expect(code).toHaveAccessibleDescription('Invalid authentication code'));
      expect(screen.getAllByText('Invalid authentication code').length).toBeGreaterThanOrEqual(2);
      expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
      expect(within(page.twoFactor()).getByText(/Two-factor authentication is off/)).toBeInTheDocument();
    });

    it('cancels a setup that was started', async () => {
      const page = renderSecurity([statusMock(false), sessionsMock(), setupMock]);
      await page.user.click(await screen.findByRole('button', { name: 'Set up two-factor authentication' }));
      await screen.findByRole('img', { name: /QR code/ });

      await page.user.click(screen.getByRole('button', { name: 'Cancel' }));

      expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Set up two-factor authentication' })).toBeInTheDocument();
    });

    it('disables with the password and a code, both required', async () => {
      let calls = 0;
      const variables = { password: 'my-password', code: '111222' };
      const page = renderSecurity([statusMock(true, 7), sessionsMock(), disableMock(variables, { onCall: () => (calls += 1) })]);
      expect(await screen.findByText('Two-factor authentication is on. 7 recovery codes left.')).toBeInTheDocument();
      const form = screen.getByRole('form', { name: 'Disable two-factor authentication' });

      await page.user.click(within(form).getByRole('button', { name: 'Disable two-factor authentication' }));
      expect(await within(form).findByText('Password is required')).toBeInTheDocument();
      expect(within(form).getByText('Authentication code is required')).toBeInTheDocument();
      expect(calls).toBe(0);

      await page.user.type(within(form).getByLabelText(/^Password/), variables.password);
      await page.user.type(within(form).getByLabelText(/^Authentication code/), variables.code);
      await page.user.click(within(form).getByRole('button', { name: 'Disable two-factor authentication' }));

      expect(await screen.findByText('Two-factor authentication disabled')).toBeInTheDocument();
      expect(within(page.twoFactor()).getByText(/Two-factor authentication is off/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Set up two-factor authentication' })).toBeInTheDocument();
      expect(calls).toBe(1);
    });
  });

  describe('active sessions', () => {
    it("lists each session's device, address and last use, and marks this device", async () => {
      renderSecurity([statusMock(false), sessionsMock()]);
      const list = await screen.findByRole('list', { name: 'Active sessions' });

      expect(within(list).getAllByRole('listitem')).toHaveLength(2);
      const laptopRow = within(rowOf('Chrome on Windows'));
      expect(laptopRow.getByText('This device')).toBeInTheDocument();
      expect(laptopRow.getByText('198.51.100.7')).toBeInTheDocument();
      expect(laptopRow.getByText(/^Last used Nov 23, 2026/)).toBeInTheDocument();
      const phoneRow = within(rowOf('Safari on iPhone'));
      expect(phoneRow.queryByText('This device')).not.toBeInTheDocument();
      expect(phoneRow.getByText('203.0.113.9')).toBeInTheDocument();
      expect(phoneRow.getByRole('button', { name: 'End session' })).toBeInTheDocument();
    });

    it('ends another session once the password is given again, and drops it from the list', async () => {
      let calls = 0;
      const page = renderSecurity([statusMock(false), sessionsMock(), endSessionMock('s2', { onCall: () => (calls += 1) })]);
      await screen.findByRole('list', { name: 'Active sessions' });

      await page.user.click(within(rowOf('Safari on iPhone')).getByRole('button', { name: 'End session' }));
      const dialog = await screen.findByRole('dialog', { name: 'End session' });
      expect(dialog).toHaveTextContent('End the session on Safari on iPhone?');
      await page.user.click(within(dialog).getByRole('button', { name: 'End session' }));
      expect(await within(dialog).findByText('Password is required')).toBeInTheDocument();
      expect(calls).toBe(0);
      await page.user.type(within(dialog).getByLabelText(/^Password/), PASSWORD);
      await page.user.click(within(dialog).getByRole('button', { name: 'End session' }));

      expect(await screen.findByText('Session ended')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByText('Safari on iPhone')).not.toBeInTheDocument());
      expect(screen.getByText('Chrome on Windows')).toBeInTheDocument();
      expect(calls).toBe(1);
      expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('stored-token');
    });

    it('keeps the session when the confirmation is cancelled', async () => {
      let calls = 0;
      const page = renderSecurity([statusMock(false), sessionsMock(), endSessionMock('s2', { onCall: () => (calls += 1) })]);
      await screen.findByRole('list', { name: 'Active sessions' });

      await page.user.click(within(rowOf('Safari on iPhone')).getByRole('button', { name: 'End session' }));
      await page.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));

      expect(screen.getByText('Safari on iPhone')).toBeInTheDocument();
      expect(calls).toBe(0);
    });

    it("logs out when this device's session is ended", async () => {
      let loggedOut = 0;
      const page = renderSecurity([statusMock(false), sessionsMock(), logoutMock(() => (loggedOut += 1))]);
      await screen.findByRole('list', { name: 'Active sessions' });

      await page.user.click(within(rowOf('Chrome on Windows')).getByRole('button', { name: 'End session' }));
      const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
      expect(dialog).toHaveTextContent('You will be logged out on this device.');
      await page.user.click(within(dialog).getByRole('button', { name: 'End session' }));

      expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
      expect(screen.getByText('Logged out successfully')).toBeInTheDocument();
      expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
      await waitFor(() => expect(loggedOut).toBe(1));
    });
  });

  it('is linked from the header (with a name on phones too), not from the sidebar', async () => {
    renderSecurity([statusMock(false), sessionsMock()]);
    await screen.findByRole('heading', { name: 'Security' });

    const link = within(screen.getByRole('banner')).getByRole('link', { name: 'Security' });
    expect(link).toHaveAttribute('href', '/admin/security');
    expect(link).toHaveAttribute('aria-label', 'Security');
    const sidebar = screen.getByRole('navigation', { hidden: true });
    expect(within(sidebar).queryByRole('link', { name: 'Security', hidden: true })).not.toBeInTheDocument();
  });
});
