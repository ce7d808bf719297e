import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import styled from 'styled-components';

export const CardBox = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  padding: ${({ theme }) => theme.space.lg};
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};

  h2,
  h3 {
    margin: 0;
    font-size: 1.25rem;
  }
`;

export interface CardProps extends Omit<ComponentPropsWithoutRef<'section'>, 'title'> {
  title?: ReactNode;
  /** Heading level of the title (default 2). */
  headingLevel?: 2 | 3;
  /** Buttons or links shown beside the title. */
  actions?: ReactNode;
}

export function Card({ title, headingLevel = 2, actions, children, ...rest }: CardProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <CardBox {...rest}>
      {title || actions ? (
        <Header>
          {title ? <Heading>{title}</Heading> : <span />}
          {actions}
        </Header>
      ) : null}
      {children}
    </CardBox>
  );
}
