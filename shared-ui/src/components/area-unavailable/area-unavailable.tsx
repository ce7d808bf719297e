import styled from 'styled-components';
import { Button } from '../button/button';
import { useInsideMain } from '@careconnect/shared-ui/core';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: 60vh;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  text-align: center;

  h1 {
    margin: 0;
    font-size: 1.5rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;

export interface AreaUnavailableProps {
  onRetry: () => void;
  /** Why, when the shell knows more than a failed load (an area built for another kit). */
  detail?: string;
}

/** Shown by the shell when an area's remote cannot be loaded; the rest of the app keeps working. */
export function AreaUnavailable({ onRetry, detail }: AreaUnavailableProps) {
  const insideMain = useInsideMain();
  return (
    <Page as={insideMain ? 'section' : 'main'} aria-labelledby="area-unavailable-title">
      <h1 id="area-unavailable-title">This area is unavailable right now</h1>
      <p>{detail ?? 'Please check your connection, then try again.'}</p>
      <Button onClick={onRetry}>Retry</Button>
    </Page>
  );
}
