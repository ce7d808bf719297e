import styled from 'styled-components';

export const AWAITING_APPROVAL = 'Your doctor account is awaiting administrator approval.';

const Banner = styled.div`
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-left-width: 6px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: 1.125rem;
    color: ${({ theme }) => theme.colors.warning};
  }
  p {
    margin: 0;
  }
`;

/**
 * An unapproved doctor sees this instead of patient data: the server refuses it (403) until an
 * administrator approves the account, and says so.
 */
export function ApprovalBanner({ message = AWAITING_APPROVAL }: { message?: string }) {
  return (
    <Banner role="status">
      <h2>Awaiting administrator approval</h2>
      <p>{message}</p>
      <p>
        You will be notified when your account is approved. Notifications and Settings are available
        meanwhile.
      </p>
    </Banner>
  );
}
