import styled from 'styled-components';

/**
 * A row of buttons or links: a screen's or a form's actions, wrapping on narrow screens. In a
 * table's row, `$nowrap` keeps them on one line (the table scrolls sideways instead).
 */
export const ButtonRow = styled.div<{ $nowrap?: boolean }>`
  display: flex;
  flex-wrap: ${({ $nowrap }) => ($nowrap ? 'nowrap' : 'wrap')};
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;
