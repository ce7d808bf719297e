// Furniture of the admin area's lists and detail screens (the page layout is the kit's Stack).
import styled from 'styled-components';

/** Controls above a list (search, filters), wrapping on small screens. */
export const Toolbar = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.space.md};
  align-items: flex-end;

  & > * {
    flex: 1 1 160px;
    min-width: 0;
    margin-bottom: ${({ theme }) => theme.space.md};
  }
  /* The search box (first) gets the room for its placeholder. */
  & > :first-child {
    flex: 2 1 240px;
  }
`;

/** The buttons of a table row. */
export const RowActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};

  & > a,
  & > button {
    min-height: 36px;
    padding: 0 10px;
    font-size: 0.875rem;
    white-space: nowrap;
  }
`;

/** A line under a list, e.g. '200 appointments'. */
export const ListSummary = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

/** Name–value pairs of a detail screen. */
export const Details = styled.dl`
  display: grid;
  grid-template-columns: minmax(120px, max-content) 1fr;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  margin: 0;

  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.mutedText};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** Two cards side by side on wide screens. */
export const TwoColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: 1fr;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1fr 1fr;
  }
`;
