import type { FieldsetHTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';

const Frame = styled.fieldset<{ $boxed: boolean }>`
  min-width: 0;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  border: none;

  > legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: 600;
  }

  ${({ $boxed, theme }) =>
    $boxed &&
    css`
      padding: ${theme.space.md};
      border: 1px solid ${theme.colors.border};
      border-radius: ${theme.radii.md};

      > legend {
        margin-bottom: 0;
        padding: 0 ${theme.space.xs};
      }
    `}
`;

export interface FieldsetProps extends Omit<
  FieldsetHTMLAttributes<HTMLFieldSetElement>,
  'children'
> {
  /** The group's name, read before each of its fields by screen readers. */
  legend: ReactNode;
  /** A framed group (a repeatable row of a form) rather than a plain one. */
  boxed?: boolean;
  children: ReactNode;
}

/** Fields that belong together (a choice of radios, a row of a plan), named by a legend. */
export function Fieldset({ legend, boxed = false, children, ...rest }: FieldsetProps) {
  return (
    <Frame $boxed={boxed} {...rest}>
      <legend>{legend}</legend>
      {children}
    </Frame>
  );
}
