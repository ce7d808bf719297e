import { Link, type LinkProps } from 'react-router-dom';
import styled from 'styled-components';
import { buttonStyles, type ButtonStyleProps, type ButtonVariant } from './button';

// Apart from the button so that a screen with buttons and no router (the shell's sign-in page,
// which runs before the router is fetched) does not take React Router with it.
const StyledLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

export interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  block?: boolean;
}

/** A router link that looks like a button (e.g. 'Add Appointment'). */
export function ButtonLink({ variant = 'primary', block, ...rest }: ButtonLinkProps) {
  return <StyledLink $variant={variant} $block={block} {...rest} />;
}
