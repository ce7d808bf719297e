import styled from 'styled-components';

/** A screen's column of cards. */
export const Screen = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 960px;
`;

/** The screen's title (spec §2), the page's one h1. */
export const ScreenTitle = styled.h1`
  margin: 0;
  font-size: 1.75rem;
  line-height: 1.2;

  &:focus {
    outline: none;
  }
`;

/** A form-level message from the server, in red near the form's button. */
export const FormError = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 500;
`;
