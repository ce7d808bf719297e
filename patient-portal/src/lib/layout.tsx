// Page furniture shared by this area's screens.
import styled from 'styled-components';

export const PageTitle = styled.h1`
  margin: 0;
  font-size: 1.75rem;
`;

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

/** A title with actions beside it (wrapping under it on small screens). */
export const PageHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
