import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useInsideMain } from '@careconnect/shared-ui/core';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 60vh;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  text-align: center;

  h1 {
    margin: 0;
    font-size: 1.75rem;
  }
  p {
    margin: 0;
  }
`;

const Code = styled.p`
  font-size: clamp(4rem, 18vw, 8rem);
  font-weight: 800;
  line-height: 1;
  color: ${({ theme }) => theme.colors.primary};
`;

const Text = styled.p`
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Home = styled(Link)`
  margin-top: ${({ theme }) => theme.space.md};
  font-weight: 600;
`;

export interface NotFoundProps {
  /** Where the way out leads: an area passes its dashboard, so a wrong link is no dead end. */
  home?: { to: string; label: string };
}

const SITE_HOME = { to: '/', label: 'Go to the home page' };

/** Spec §2: the screen of any unknown path. */
export function NotFound({ home = SITE_HOME }: NotFoundProps) {
  const insideMain = useInsideMain();
  return (
    <Page as={insideMain ? 'section' : 'main'} aria-labelledby="not-found-title">
      <Code>404</Code>
      <h1 id="not-found-title">Not Found</h1>
      <Text>The page you’re looking for doesn’t exist.</Text>
      <Home to={home.to}>{home.label}</Home>
    </Page>
  );
}
