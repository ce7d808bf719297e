import styled from 'styled-components';

/** The line under a calendar's toolbar: its switches (Show cancelled) and the status legend. */
export const CalendarControls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

/**
 * What the calendar is doing or just said ('Loading appointments…', a refused pick), above the
 * grid: one line high even when empty, so the grid does not move when it speaks. Give it
 * role="status".
 */
export const CalendarStatusLine = styled.p`
  min-height: 1.5rem;
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: 0.875rem;
`;
