import styled from 'styled-components';
import { Button } from '../button/button';

const Bar = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} 0;
`;

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  /** How many pages there are (0 counts as 1). */
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Disables both buttons (e.g. while the next page loads). */
  disabled?: boolean;
  label?: string;
  className?: string;
}

/** Previous / Page x of y / Next (spec §2 notifications: 8 per page). */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  disabled,
  label = 'Pagination',
  className,
}: PaginationProps) {
  const pages = Math.max(1, pageCount);
  const current = Math.min(Math.max(1, page), pages);
  return (
    <Bar aria-label={label} className={className}>
      <Button
        variant="secondary"
        disabled={disabled || current <= 1}
        onClick={() => onPageChange(current - 1)}
      >
        Previous
      </Button>
      <span aria-live="polite">
        Page {current} of {pages}
      </span>
      <Button
        variant="secondary"
        disabled={disabled || current >= pages}
        onClick={() => onPageChange(current + 1)}
      >
        Next
      </Button>
    </Bar>
  );
}
