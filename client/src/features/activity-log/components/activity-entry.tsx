import styled from 'styled-components';
import { VisuallyHidden } from '../../../components/ui/layout-primitives';
import type { AdminActivityLogQuery } from '../../../gql-admin/graphql';
import { ACTION_LABELS, fieldLabel, recordTypeLabel } from '../activity-labels';
import { theme } from '../../../shared/theme';

export type ActivityEntryData = AdminActivityLogQuery['activityLog'][number];

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** One entry: when, who (and from where), what was done to which record, and the fields it changed. */
export function ActivityEntry({ entry }: { entry: ActivityEntryData }) {
  const action = ACTION_LABELS[entry.action] ?? entry.action;
  return (
    <Item>
      <Meta>
        <time dateTime={entry.createdAt}>{when.format(new Date(entry.createdAt))}</time>
        <span aria-hidden>·</span>
        <strong>{entry.adminUsername}</strong>
        {entry.ipAddress && <Address>from {entry.ipAddress}</Address>}
      </Meta>
      <Summary>
        <Action $tone={toneOf(entry.action)}>{action}</Action>
        <RecordType>{recordTypeLabel(entry.entityType)}</RecordType>
        {entry.recordLabel && <RecordLabel>{entry.recordLabel}</RecordLabel>}
      </Summary>
      {entry.changes.length > 0 && (
        <Changes aria-label="Changed fields">
          {entry.changes.map((change) => (
            <li key={change.field}>
              <FieldName>{fieldLabel(change.field)}</FieldName>
              {change.oldValue !== null && change.newValue !== null && (
                <>
                  {': '}
                  <Value>{shown(change.oldValue)}</Value>
                  <span aria-hidden> → </span>
                  <VisuallyHidden> changed to </VisuallyHidden>
                  <Value>{shown(change.newValue)}</Value>
                </>
              )}
            </li>
          ))}
        </Changes>
      )}
    </Item>
  );
}

/** The server sends '' for an empty value (null means the value was not recorded). */
function shown(value: string): string {
  return value === '' ? '(empty)' : value;
}

type Tone = 'create' | 'delete' | 'other';

function toneOf(action: ActivityEntryData['action']): Tone {
  if (action === 'CREATE') return 'create';
  if (action === 'DELETE') return 'delete';
  return 'other';
}

const Item = styled.li`
  display: grid;
  gap: ${theme.space(2)};
  padding: ${theme.space(4)} ${theme.space(5)};
  background: ${theme.colors.card};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${theme.space(2)};
  color: ${theme.colors.muted};
  font-size: 0.85rem;
  strong {
    color: ${theme.colors.text};
  }
`;

const Address = styled.span`
  font-size: 0.8rem;
`;

const Summary = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)};
`;

const Action = styled.span<{ $tone: Tone }>`
  padding: 2px 10px;
  border-radius: ${theme.radius.pill};
  font-size: 0.8rem;
  font-weight: 600;
  color: ${({ $tone }) => ($tone === 'create' ? theme.colors.success : $tone === 'delete' ? theme.colors.danger : theme.colors.primary)};
  border: 1px solid currentColor;
`;

const RecordType = styled.span`
  color: ${theme.colors.muted};
`;

const RecordLabel = styled.strong`
  overflow-wrap: anywhere;
`;

const Changes = styled.ul`
  display: grid;
  gap: ${theme.space(1)};
  margin: 0;
  padding-left: ${theme.space(5)};
  font-size: 0.9rem;
`;

const FieldName = styled.span`
  font-weight: 600;
`;

const Value = styled.span`
  overflow-wrap: anywhere;
  color: ${theme.colors.muted};
`;
