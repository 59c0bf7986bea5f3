import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import styled from 'styled-components';
import { buttonStyles, type ButtonSize, type ButtonStyleProps, type ButtonVariant } from './button';

interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  icon?: ReactNode;
}

/**
 * A link that looks like a button (navigation stays a link for keyboard and screen readers). Apart from Button,
 * so a button alone (an island's, docs/decisions/053) does not bring the router with it.
 */
export function ButtonLink({ variant = 'primary', size = 'md', icon, children, ...rest }: ButtonLinkProps) {
  return (
    <StyledLink $variant={variant} $size={size} {...rest}>
      {icon}
      {children}
    </StyledLink>
  );
}

const StyledLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;
