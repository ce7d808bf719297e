import styled from 'styled-components';

/**
 * A screen's sections, one under the other, with the theme's large gap: the one page layout of
 * every area (a screen is a `Stack` whose first child is its `PageHeader`).
 */
export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;
