import { SEARCH_QUERY_MAX } from '@field-rules';
import { FiSearch } from 'react-icons/fi';
import styled, { css } from 'styled-components';
import { theme } from '../../shared/theme';
import { Button } from './button';

interface SearchFormProps {
  /** The field's accessible name, e.g. 'Search the site'. */
  label: string;
  /** The search landmark's name, told apart from another search form on the same page. */
  formLabel: string;
  /** The words already searched for (the results page). */
  defaultValue?: string;
  /** `compact`: the navigation bar's field with an icon button; `large`: the results page's, with a labelled button. */
  size?: 'compact' | 'large';
}

/**
 * The site search's form (issue 31): a plain GET form to /search, so it works from the first paint and without
 * scripts, as an island's part (the navigation bar) or in a page's static HTML. The field is uncontrolled.
 */
export function SearchForm({ label, formLabel, defaultValue, size = 'compact' }: SearchFormProps) {
  return (
    <Form role="search" method="get" action="/search" aria-label={formLabel} $size={size}>
      <Field
        type="search"
        name="q"
        aria-label={label}
        placeholder="Search…"
        defaultValue={defaultValue}
        // The server refuses longer searches (SEARCH_QUERY_MESSAGE); the field keeps a visitor within it.
        maxLength={SEARCH_QUERY_MAX}
        enterKeyHint="search"
        $size={size}
      />
      {size === 'compact' ? (
        <IconSubmit type="submit" aria-label="Search">
          <FiSearch aria-hidden />
        </IconSubmit>
      ) : (
        <Button type="submit" size="lg" icon={<FiSearch aria-hidden />}>
          Search
        </Button>
      )}
    </Form>
  );
}

type Size = NonNullable<SearchFormProps['size']>;

const Form = styled.form<{ $size: Size }>`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  width: 100%;
  ${({ $size }) =>
    $size === 'large' &&
    css`
      /* The field as tall as the button beside it. */
      align-items: stretch;
    `}
`;

const Field = styled.input<{ $size: Size }>`
  flex: 1 1 auto;
  /* A field with a percentage width adds nothing to its container's least width: the row shrinks to the screen. */
  width: 100%;
  min-width: 0;
  font: inherit;
  color: ${theme.colors.text};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.pill};
  transition: border-color ${theme.transition};
  &::placeholder {
    color: ${theme.colors.muted};
    opacity: 0.8;
  }
  &:hover,
  &:focus-visible {
    border-color: ${theme.colors.primary};
  }
  ${({ $size }) =>
    $size === 'compact'
      ? css`
          height: 40px;
          /* Room for the icon button that sits inside the field's right end. */
          padding: 0 44px 0 ${theme.space(4)};
          font-size: 0.9375rem;
          background: ${theme.colors.card};
        `
      : css`
          min-height: 52px;
          padding: 0 ${theme.space(5)};
          font-size: 1.0625rem;
          background: ${theme.colors.background};
        `}
`;

const IconSubmit = styled.button`
  position: absolute;
  top: 2px;
  right: 2px;
  width: 36px;
  height: 36px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${theme.colors.muted};
  font-size: 1.05rem;
  cursor: pointer;
  transition: color ${theme.transition};
  &:hover {
    color: ${theme.colors.primary};
  }
  /* The focus ring inside the button's circle, so it stays within the field it sits in. */
  &:focus-visible {
    outline-offset: -3px;
  }
`;
