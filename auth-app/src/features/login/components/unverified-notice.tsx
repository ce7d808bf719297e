import { ScreenLink } from '../../../navigation/screen-nav';
import styled from 'styled-components';
import { warmAccountScreens } from '../../../load-account-screens';

const Notice = styled.div`
  margin: ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} 12px;
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-radius: ${({ theme }) => theme.radii.sm};

  p {
    margin: 0;
  }
  a {
    font-weight: 600;
  }
`;

/** After a 403 'Please verify your email first': the way to the Verify screen. */
export function UnverifiedNotice({ email }: { email: string }) {
  return (
    <Notice role="status">
      <p>
        This account&apos;s email is not verified yet.{' '}
        <ScreenLink to={`/verify?email=${encodeURIComponent(email)}`} {...warmAccountScreens}>
          Verify your email
        </ScreenLink>
      </p>
    </Notice>
  );
}
