import { Fragment } from 'react';
import styled from 'styled-components';
import { CardBody, CardTitleLink, CategoryPill, LinkCard } from '../../../components/ui/card-parts';
import type { SearchHitType, SearchPageQuery } from '../../../gql/graphql';
import { theme } from '../../../shared/theme';

type SearchHit = SearchPageQuery['search']['hits'][number];

/** What each kind of hit is called on its card. */
export const SEARCH_HIT_LABELS: Record<SearchHitType, string> = {
  POST: 'Blog post',
  PRODUCT: 'Product',
  PROJECT: 'Project',
  SERVICE: 'Service',
  TEAM_MEMBER: 'Team',
};

/**
 * One hit: its kind, its title linking to the page that shows it, and the words around what matched. The snippet
 * comes as runs of plain text; the matched runs are marked here, as text (never as markup from the server).
 */
export function SearchHitCard({ hit }: { hit: SearchHit }) {
  return (
    <LinkCard>
      <CardBody>
        <Kind>{SEARCH_HIT_LABELS[hit.type]}</Kind>
        <Title>
          <CardTitleLink href={hit.path}>{hit.title}</CardTitleLink>
        </Title>
        {hit.snippet.length > 0 && (
          <Snippet>
            {hit.snippet.map((part, index) =>
              part.highlighted ? <mark key={index}>{part.text}</mark> : <Fragment key={index}>{part.text}</Fragment>,
            )}
          </Snippet>
        )}
      </CardBody>
    </LinkCard>
  );
}

const Kind = styled(CategoryPill)`
  align-self: flex-start;
`;

const Title = styled.h2`
  font-size: 1.25rem;
  overflow-wrap: anywhere;
`;

const Snippet = styled.p`
  color: ${theme.colors.muted};
  overflow-wrap: anywhere;
  mark {
    background: none;
    color: ${theme.colors.text};
    font-weight: 600;
    text-decoration: underline ${theme.colors.primary} 2px;
    text-underline-offset: 3px;
  }
`;
