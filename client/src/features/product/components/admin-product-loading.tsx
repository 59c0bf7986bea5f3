import styled from 'styled-components';
import { Spinner } from '../../../components/ui/button';
import { theme } from '../../../shared/theme';

/** Shown while one product loads on the admin details and edit pages. */
export function AdminProductLoading() {
  return (
    <Loading role="status">
      <Spinner aria-hidden /> Loading product...
    </Loading>
  );
}

const Loading = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(2)};
  padding: ${theme.space(16)} 0;
  color: ${theme.colors.muted};
`;
