import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { ADMIN_TOKEN_KEY } from './auth-token';
import { handleUnauthenticated, isUnauthenticated } from './apollo';

describe('the 401 rule (SPEC §6)', () => {
  it('recognises an HTTP 401 and a GraphQL UNAUTHENTICATED error, nothing else', () => {
    // jsdom has no fetch Response; ServerError only reads its status.
    const response = (status: number) => ({ status, headers: {} }) as unknown as Response;
    expect(isUnauthenticated(new ServerError('Unauthorized', { response: response(401), bodyText: '{}' }))).toBe(true);
    expect(isUnauthenticated(new ServerError('Oops', { response: response(500), bodyText: '' }))).toBe(false);
    const unauthenticated = new CombinedGraphQLErrors({ errors: [{ message: 'x', extensions: { code: 'UNAUTHENTICATED' } }] });
    expect(isUnauthenticated(unauthenticated)).toBe(true);
    const badInput = new CombinedGraphQLErrors({ errors: [{ message: 'x', extensions: { code: 'BAD_USER_INPUT' } }] });
    expect(isUnauthenticated(badInput)).toBe(false);
    expect(isUnauthenticated(new Error('network down'))).toBe(false);
  });

  it('removes the stored token and goes to /admin-login', () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, 'old-token');
    const location = { pathname: '/admin/products', assign: jest.fn() };
    handleUnauthenticated(location);
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(location.assign).toHaveBeenCalledWith('/admin-login');
  });

  it('does not redirect when already on /admin-login', () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, 'old-token');
    const location = { pathname: '/admin-login', assign: jest.fn() };
    handleUnauthenticated(location);
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('goes to /admin-login once when several requests fail together', () => {
    const location = { pathname: '/admin/contacts', assign: jest.fn() };
    handleUnauthenticated(location);
    localStorage.setItem(ADMIN_TOKEN_KEY, 'another-token');
    handleUnauthenticated(location);
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(location.assign).toHaveBeenCalledTimes(1);
  });
});
