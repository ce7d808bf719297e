import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import {
  badgeText,
  chatPartnerName,
  CountBadge,
  formatDateTime,
  VisuallyHidden,
  type Conversation,
  type Role,
} from '@careconnect/shared-ui';
import { CHATS_TEXT } from './chats-text';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled(NavLink)`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 2px ${({ theme }) => theme.space.sm};
  padding: 12px ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    box-shadow: inset 4px 0 0 ${({ theme }) => theme.colors.primary};
  }
`;

const Name = styled.span`
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const Meta = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  justify-self: end;
`;

const Preview = styled.span`
  grid-column: 1 / -1;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: 0.875rem;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Small = styled.span`
  grid-column: 1 / -1;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: 0.75rem;
`;

export const ClosedMark = styled.span`
  padding: 2px 8px;
  border: 1px solid ${({ theme }) => theme.colors.controlBorder};
  border-radius: ${({ theme }) => theme.radii.round};
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: 0.75rem;
  font-weight: 600;
`;

export interface ConversationListProps {
  chats: Conversation[];
  role: Role | null;
  basePath: string;
}

/** Name, last message, unread count and the closed mark of each conversation. */
export function ConversationList({ chats, role, basePath }: ConversationListProps) {
  return (
    <List aria-label={CHATS_TEXT.listLabel}>
      {chats.map((chat) => (
        <li key={chat._id}>
          <Item to={`${basePath}/${chat._id}`}>
            <Name>{chatPartnerName(chat, role)}</Name>
            <Meta>
              {chat.closed ? <ClosedMark>{CHATS_TEXT.closedMark}</ClosedMark> : null}
              {chat.unread > 0 ? (
                <>
                  <CountBadge aria-hidden="true">{badgeText(chat.unread)}</CountBadge>
                  <VisuallyHidden>{`, ${CHATS_TEXT.unread(chat.unread)}`}</VisuallyHidden>
                </>
              ) : null}
            </Meta>
            {role !== 'doctor' && chat.doctor.specialization ? (
              <Small>{chat.doctor.specialization}</Small>
            ) : null}
            {chat.lastMessage ? (
              <Preview>
                {chat.lastMessage.mine ? CHATS_TEXT.you : ''}
                {chat.lastMessage.body}
                <VisuallyHidden>{`, ${formatDateTime(chat.lastMessage.createdAt)}`}</VisuallyHidden>
              </Preview>
            ) : null}
          </Item>
        </li>
      ))}
    </List>
  );
}
