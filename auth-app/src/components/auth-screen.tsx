import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, ThemeToggle } from '@careconnect/shared-ui';
import { ScreenLink } from '../navigation/screen-nav';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xl};
  }
`;

const Brand = styled(ScreenLink)`
  font-size: 1.25rem;
  font-weight: 800;
  text-decoration: none;
  color: ${({ theme }) => theme.colors.primary};
`;

const Main = styled.main`
  flex: 1;
  display: flex;
  justify-content: center;
  align-items: flex-start;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md}
    ${({ theme }) => theme.space.xl};

  ${({ theme }) => theme.media.md} {
    padding-top: ${({ theme }) => theme.space.xl};
  }
`;

const Panel = styled(Card)<{ $wide: boolean }>`
  width: 100%;
  max-width: ${({ $wide }) => ($wide ? '560px' : '440px')};

  h1 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: 1.75rem;
    line-height: 1.2;
  }
`;

const Intro = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.mutedText};

  p {
    margin: 0;
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  p {
    margin: 0;
  }
  a {
    font-weight: 600;
  }
`;

export interface AuthScreenProps {
  /** The screen's title (spec §2), also the document's title. */
  title: string;
  intro?: ReactNode;
  /** Links under the form ('Signup', 'Forgot your password?'…). */
  footer?: ReactNode;
  /** A wider card for forms with more fields (signup). */
  wide?: boolean;
  children: ReactNode;
}

/** The frame every public account screen shares: brand, theme switch, one card. */
export function AuthScreen({ title, intro, footer, wide = false, children }: AuthScreenProps) {
  return (
    <Page>
      {/* React 19 hoists this into <head>. */}
      <title>{`${title} · CareConnect`}</title>
      <Header>
        <Brand to="/">CareConnect</Brand>
        <ThemeToggle showLabel={false} />
      </Header>
      <Main>
        <Panel $wide={wide}>
          <h1>{title}</h1>
          {intro ? <Intro>{intro}</Intro> : null}
          {children}
          {footer ? <Footer>{footer}</Footer> : null}
        </Panel>
      </Main>
    </Page>
  );
}
