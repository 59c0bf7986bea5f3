import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { FiMonitor, FiSmartphone } from 'react-icons/fi';
import styled from 'styled-components';
import { evictRecord } from '../../../components/admin/cache-updates';
import { useConfirm } from '../../../components/admin/confirm-dialog';
import { errorMessage, fieldErrors } from '../../../components/admin/graphql-errors';
import { Button, Spinner } from '../../../components/ui/button';
import { AdminEndSessionDocument, AdminSessionsDocument, type ActiveSessionFieldsFragment } from '../../../gql-admin/graphql';
import { deviceLabel } from '../device-label';
import { useAuth } from './auth-provider';
import { ReauthModal, type ReauthValues } from './reauth-modal';
import { LoadingStatus, Panel } from './security.styles';
import { primaryPill, roundIconBadge } from '../../../components/admin/admin-badges';
import { theme } from '../../../shared/theme';

export const SESSION_TEXTS = {
  loading: 'Loading sessions...',
  loadFailed: 'Could not load your sessions. Please refresh the page.',
  ended: 'Session ended',
  endFailed: 'Could not end the session',
  confirmEndCurrent: 'End this session? You will be logged out on this device.',
  confirmEndOther: (device: string) => `End the session on ${device}? It will be logged out at its next request.`,
} as const;

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Where the signed-in admin is logged in: device, address and times, 'This device' on the current
 * one, and 'End session' on each. Ending the current session is a logout (`onLoggedOut` then
 * leaves the admin area); ending another refuses its token from its next request.
 */
export function ActiveSessions({ onLoggedOut }: { onLoggedOut: () => void }) {
  // Sessions come and go on other devices, so the list is fetched on every visit.
  const { data, error } = useQuery(AdminSessionsDocument, { fetchPolicy: 'cache-and-network' });
  const [endSession] = useMutation(AdminEndSessionDocument);
  const { logout } = useAuth();
  const confirm = useConfirm();
  const [ending, setEnding] = useState<string | null>(null);
  /** Another session being ended: the password (and a code) are asked first. */
  const [confirming, setConfirming] = useState<ActiveSessionFieldsFragment | null>(null);

  useEffect(() => {
    if (error) console.error('Failed to load sessions:', error);
  }, [error]);

  const end = async (session: ActiveSessionFieldsFragment) => {
    if (!session.current) {
      setConfirming(session);
      return;
    }
    if (!(await confirm(SESSION_TEXTS.confirmEndCurrent, { confirmLabel: 'End session' }))) return;
    // The logout revokes this very session on the server, and the app's usual logout follows.
    logout();
    toast.success('Logged out successfully');
    onLoggedOut();
  };

  const endOther = async (session: ActiveSessionFieldsFragment, { password, code }: ReauthValues) => {
    setEnding(session.id);
    try {
      await endSession({
        variables: { id: session.id, password, code },
        update: (cache) => evictRecord(cache, 'ActiveSession', session.id),
      });
      toast.success(SESSION_TEXTS.ended);
      setConfirming(null);
      return undefined;
    } catch (endError) {
      toast.error(errorMessage(endError, SESSION_TEXTS.endFailed));
      const fields = fieldErrors(endError);
      return { password: fields.password, code: fields.code };
    } finally {
      setEnding(null);
    }
  };

  const sessions = data?.adminSessions;
  return (
    <Panel aria-labelledby="sessions-title">
      <h3 id="sessions-title">Active sessions</h3>
      <p>The devices logged in to your account. End any session you do not recognise, then change your password.</p>
      {!sessions ? (
        error ? (
          <p role="alert">{SESSION_TEXTS.loadFailed}</p>
        ) : (
          <LoadingStatus role="status">
            <Spinner aria-hidden /> {SESSION_TEXTS.loading}
          </LoadingStatus>
        )
      ) : (
        <List aria-label="Active sessions">
          {sessions.map((session) => {
            const device = deviceLabel(session.userAgent);
            const phone = /iPhone|Android|iPad/.test(device);
            return (
              <Row key={session.id}>
                <Icon aria-hidden>{phone ? <FiSmartphone /> : <FiMonitor />}</Icon>
                <Details>
                  <Device>
                    <strong title={session.userAgent ?? undefined}>{device}</strong>
                    {session.current && <Current>This device</Current>}
                  </Device>
                  <Meta>
                    <span>{session.ipAddress ?? 'Unknown address'}</span>
                    <span>Last used {when.format(new Date(session.lastUsedAt))}</span>
                    <span>Signed in {when.format(new Date(session.createdAt))}</span>
                  </Meta>
                </Details>
                <Button
                  variant={session.current ? 'secondary' : 'danger'}
                  size="sm"
                  loading={ending === session.id}
                  disabled={ending !== null}
                  onClick={() => void end(session)}
                >
                  End session
                </Button>
              </Row>
            );
          })}
        </List>
      )}
      {confirming && (
        <ReauthModal
          title="End session"
          explanation={SESSION_TEXTS.confirmEndOther(deviceLabel(confirming.userAgent))}
          submitLabel="End session"
          onClose={() => setConfirming(null)}
          onConfirm={(values) => endOther(confirming, values)}
        />
      )}
    </Panel>
  );
}

const List = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${theme.space(3)};
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  gap: ${theme.space(3)};
  padding: ${theme.space(4)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.sm};
  /* On phones the button goes under the details, full width; beside them from sm up. */
  > button {
    grid-column: 1 / -1;
  }
  ${theme.media.sm} {
    grid-template-columns: auto minmax(0, 1fr) auto;
    > button {
      grid-column: auto;
    }
  }
`;

const Icon = styled.span`
  ${roundIconBadge('40px')}
  font-size: 1.2rem;
`;

const Details = styled.div`
  display: grid;
  gap: ${theme.space(1)};
  min-width: 0;
`;

const Device = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)};
`;

const Current = styled.span`
  ${primaryPill}
  padding: 2px 8px;
  font-size: 0.75rem;
  font-weight: 600;
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(1)} ${theme.space(4)};
  color: ${theme.colors.muted};
  font-size: 0.875rem;
  overflow-wrap: anywhere;
`;
