import { FiClock, FiCornerUpLeft, FiMail } from 'react-icons/fi';
import styled, { css } from 'styled-components';
import { AdminCard } from '../../../components/admin/admin-card';
import type { AdminContactMessagesQuery } from '../../../gql-admin/graphql';
import { primaryPill } from '../../../components/admin/admin-badges';
import { theme } from '../../../shared/theme';

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

/** An email to the visitor, addressed and titled, with their message quoted below. */
export function replyHref(message: Pick<AdminContactMessage, 'email' | 'message' | 'submittedAt'>, companyName: string): string {
  const quoted = message.message
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  const subject = `Re: Your message to ${companyName}`;
  const body = `\n\nOn ${formatSubmittedAt(message.submittedAt)} you wrote:\n${quoted}`;
  return `mailto:${message.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

interface AdminContactCardProps {
  message: AdminContactMessage;
  companyName: string;
  deleting: boolean;
  onDelete: () => void;
  onToggleRead: () => void;
  onReply: () => void;
}

/**
 * One contact submission: name, email as a mailto link, the message and when it came; unread ones are
 * marked 'New'. Reply opens the mail program (and counts as reading it); read/unread can be toggled.
 */
export function AdminContactCard({ message, companyName, deleting, onDelete, onToggleRead, onReply }: AdminContactCardProps) {
  const unread = !message.readAt;
  return (
    <AdminCard name={`message from ${message.name}`} onDelete={onDelete} deleting={deleting}>
      <Content $unread={unread} data-unread={unread || undefined}>
        <Name>
          {message.name}
          {unread && <NewBadge>New</NewBadge>}
        </Name>
        <Email href={`mailto:${message.email}`}>
          <FiMail aria-hidden />
          {message.email}
        </Email>
        <Message>{message.message}</Message>
        <Submitted>
          <FiClock aria-hidden />
          <time dateTime={message.submittedAt}>{formatSubmittedAt(message.submittedAt)}</time>
        </Submitted>
        <Actions>
          <ActionLink href={replyHref(message, companyName)} onClick={onReply} aria-label={`Reply to ${message.name}`}>
            <FiCornerUpLeft aria-hidden /> Reply
          </ActionLink>
          <ActionButton type="button" onClick={onToggleRead} disabled={deleting}>
            {unread ? 'Mark as read' : 'Mark as unread'}
          </ActionButton>
        </Actions>
      </Content>
    </AdminCard>
  );
}

/* One column that fills the card, so the date sits at the bottom however long the message. */
const Content = styled.div<{ $unread: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
  height: 100%;
  ${({ $unread }) =>
    $unread &&
    css`
      /* A bar down the left edge, as mail programs mark unread mail. */
      box-shadow: -4px 0 0 ${theme.colors.primary};
    `}
`;

const Name = styled.h3`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)};
  /* room for the delete button in the card's corner */
  padding-right: ${theme.space(10)};
  overflow-wrap: anywhere;
`;

const NewBadge = styled.span`
  ${primaryPill}
  padding: 2px 8px;
  font-size: 0.7rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const Email = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(2)};
  align-self: flex-start;
  max-width: 100%;
  color: ${theme.colors.primary};
  font-size: 0.9rem;
  font-weight: 500;
  text-decoration: none;
  overflow-wrap: anywhere;
  svg {
    flex: none;
  }
  &:hover {
    text-decoration: underline;
  }
`;

const Message = styled.p`
  && {
    color: ${theme.colors.text};
    font-size: 0.95rem;
  }
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Submitted = styled.p`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  margin-top: auto;
  padding-top: ${theme.space(2)};
  border-top: 1px solid ${theme.colors.border};
  && {
    font-size: 0.85rem;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
`;

const action = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(1)};
  padding: 4px 10px;
  border-radius: ${theme.radius.sm};
  border: 1px solid ${theme.colors.border};
  background: transparent;
  color: ${theme.colors.text};
  font: inherit;
  font-size: 0.85rem;
  font-weight: 500;
  text-decoration: none;
  cursor: pointer;
  &:hover {
    border-color: ${theme.colors.primary};
    color: ${theme.colors.primary};
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const ActionLink = styled.a`
  ${action}
`;

const ActionButton = styled.button`
  ${action}
`;
