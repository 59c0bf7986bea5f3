import styled from 'styled-components';
import { unstyledList } from '../../../components/ui/css-helpers';
import { Container, VisuallyHidden } from '../../../components/ui/layout-primitives';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { usePublicList } from '../../../components/ui/use-public-list';
import { PublicPartnersDocument } from '../../../gql/graphql';
import { theme } from '../../../shared/theme';

/**
 * 'Trusted by': the partners' logos on the home page, in the order the partner list has (the admin's
 * manual order), each linking to the partner's website in a new tab. Nothing at all while loading,
 * when there are no partners, or when the list fails (logged only, SPEC §4).
 */
export function PartnersStrip() {
  const { items: partners } = usePublicList(PublicPartnersDocument, (data) => data.partners);
  if (partners.length === 0) return null;

  return (
    <Strip aria-labelledby="partners-strip-heading">
      <Container>
        <Heading id="partners-strip-heading">Trusted by</Heading>
        <Logos>
          {partners.map((partner) => (
            <li key={partner.id}>
              <a href={partner.website} target="_blank" rel="noopener noreferrer">
                <ResponsiveImage
                  picture={partner.logoPicture}
                  slot="logo"
                  defaultAlt={partner.name}
                  fallbackSize={{ width: 160, height: 80 }}
                />
                <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </a>
            </li>
          ))}
        </Logos>
      </Container>
    </Strip>
  );
}

const Strip = styled.section`
  padding: ${theme.space(10)} 0;
  border-bottom: 1px solid ${theme.colors.border};
`;

const Heading = styled.h2`
  margin-bottom: ${theme.space(6)};
  text-align: center;
  font-size: 0.875rem;
  font-weight: 600;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${theme.colors.muted};
`;

const Logos = styled.ul`
  ${unstyledList}
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: ${theme.space(6)} ${theme.space(10)};
  a {
    display: block;
    border-radius: ${theme.radius.sm};
    opacity: 0.8;
    transition: opacity ${theme.transition};
  }
  a:hover,
  a:focus-visible {
    opacity: 1;
  }
  img {
    display: block;
    height: 56px;
    width: auto;
    max-width: 180px;
    object-fit: contain;
    border-radius: ${theme.radius.sm};
  }
`;

PartnersStrip.firstQueries = () => [{ document: PublicPartnersDocument }];
