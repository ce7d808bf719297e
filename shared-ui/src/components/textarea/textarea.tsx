import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { controlStyles } from '../text-input/text-input';

const StyledTextarea = styled.textarea`
  ${controlStyles}
  min-height: 96px;
  resize: vertical;
`;

export type TextareaProps = ComponentPropsWithRef<'textarea'>;

export function Textarea({ rows = 4, ...rest }: TextareaProps) {
  return <StyledTextarea rows={rows} {...rest} />;
}
