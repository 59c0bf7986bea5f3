import { FiClock, FiMail } from 'react-icons/fi';
import styled from 'styled-components';
import { AdminCard } from '../../../components/admin/admin-card';
import type { AdminContactMessagesQuery } from '../../../gql-admin/graphql';

export type AdminContactMessage = AdminContactMessagesQuery['contactMessages'][number];

/** SPEC §9: en-US long dates; a submission also shows its time. */
const submittedFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

export function formatSubmittedAt(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : submittedFormat.format(date);
}

/** One contact submission (read-only): name, email as a mailto link, the message and when it came. */
export function AdminContactCard({ message, deleting, onDelete }: { message: AdminContactMessage; deleting: boolean; onDelete: () => void }) {
  return (
    <AdminCard name={`message from ${message.name}`} onDelete={onDelete} deleting={deleting}>
      <Content>
        <Name>{message.name}</Name>
        <Email href={`mailto:${message.email}`}>
          <FiMail aria-hidden />
          {message.email}
        </Email>
        <Message>{message.message}</Message>
        <Submitted>
          <FiClock aria-hidden />
          <time dateTime={message.submittedAt}>{formatSubmittedAt(message.submittedAt)}</time>
        </Submitted>
      </Content>
    </AdminCard>
  );
}

/* One column that fills the card, so the date sits at the bottom however long the message. */
const Content = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  height: 100%;
`;

const Name = styled.h3`
  /* room for the delete button in the card's corner */
  padding-right: ${({ theme }) => theme.space(10)};
  overflow-wrap: anywhere;
`;

const Email = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  align-self: flex-start;
  max-width: 100%;
  color: ${({ theme }) => theme.colors.primary};
  font-size: 0.9rem;
  font-weight: 500;
  text-decoration: none;
  overflow-wrap: anywhere;
  svg { flex: none; }
  &:hover { text-decoration: underline; }
`;

const Message = styled.p`
  && { color: ${({ theme }) => theme.colors.text}; font-size: 0.95rem; }
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Submitted = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space(2)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  && { font-size: 0.85rem; }
`;
