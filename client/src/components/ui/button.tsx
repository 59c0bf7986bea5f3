import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { theme } from '../../shared/theme';

/** SPEC §9: variants primary, secondary, danger, ghost; sizes sm, md, lg; a loading state. */
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  loading?: boolean;
  icon?: ReactNode;
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  icon,
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      type={type}
      $variant={variant}
      $size={size}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner aria-hidden /> : icon}
      {children}
    </StyledButton>
  );
}

const spin = keyframes`to { transform: rotate(360deg); }`;

export const Spinner = styled.span`
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.7s linear infinite;
  display: inline-block;
`;

const sizes = {
  sm: css`
    padding: 6px 12px;
    font-size: 0.875rem;
  `,
  md: css`
    padding: 10px 20px;
    font-size: 1rem;
  `,
  lg: css`
    padding: 14px 28px;
    font-size: 1.125rem;
  `,
};

const variants = {
  primary: css`
    background: ${theme.colors.primary};
    color: ${theme.colors.primaryText};
    &:hover:not(:disabled) {
      background: ${theme.colors.primaryHover};
    }
  `,
  secondary: css`
    background: transparent;
    color: ${theme.colors.text};
    border-color: ${theme.colors.controlBorder};
    &:hover:not(:disabled) {
      border-color: ${theme.colors.primary};
      color: ${theme.colors.primary};
    }
  `,
  danger: css`
    background: ${theme.colors.danger};
    color: #fff;
    &:hover:not(:disabled) {
      filter: brightness(0.92);
    }
  `,
  ghost: css`
    background: transparent;
    color: ${theme.colors.text};
    &:hover:not(:disabled) {
      background: ${theme.colors.surface};
    }
  `,
};

/** The look of a button, for ButtonLink (button-link.tsx) too. */
export const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  border: 1px solid transparent;
  border-radius: ${theme.radius.pill};
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  transition:
    background ${theme.transition},
    color ${theme.transition},
    border-color ${theme.transition};
  ${({ $size }) => sizes[$size]}
  ${({ $variant }) => variants[$variant]}
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const StyledButton = styled.button<ButtonStyleProps>`
  ${buttonStyles}
`;
