import styled from 'styled-components';

/** Sections of a screen, one under the other. */
export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

/** A row of buttons (a table's actions): kept on one line, the table scrolls sideways instead. */
export const ActionRow = styled.div`
  display: flex;
  flex-wrap: nowrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** A form's failure (e.g. the 409 of a taken slot), in red above its buttons. */
export const FormAlert = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

/** A screen's row of buttons, wrapping on narrow screens. */
export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;
