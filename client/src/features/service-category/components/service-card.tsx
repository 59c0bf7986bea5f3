import { FiCheck } from 'react-icons/fi';
import styled from 'styled-components';
import { Card, liftOnHover } from '../../../components/ui/layout-primitives';
import type { ServiceCategoryGroupFragment } from '../../../gql/graphql';
import { ServiceIcon } from './service-icon';
import { theme } from '../../../shared/theme';

type Service = ServiceCategoryGroupFragment['services'][number];

/** One service: icon, title, description and its feature list. */
export function ServiceCard({ service }: { service: Service }) {
  const features = service.features.filter((feature) => feature.trim() !== '');
  return (
    <Root>
      <IconBadge>
        <ServiceIcon name={service.icon} />
      </IconBadge>
      <h3>{service.title}</h3>
      <Description>{service.description}</Description>
      {features.length > 0 && (
        <Features aria-label={`${service.title} features`}>
          {features.map((feature, index) => (
            <li key={`${index}-${feature}`}>
              <FiCheck aria-hidden />
              <span>{feature}</span>
            </li>
          ))}
        </Features>
      )}
    </Root>
  );
}

const Root = styled(Card)`
  gap: ${theme.space(4)};
  padding: ${theme.space(6)};
  height: 100%;
  ${liftOnHover()}
  h3 {
    font-size: 1.25rem;
  }
`;

const IconBadge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  flex-shrink: 0;
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  color: ${theme.colors.primary};
  font-size: 24px;
`;

const Description = styled.p`
  color: ${theme.colors.muted};
`;

const Features = styled.ul`
  list-style: none;
  margin: auto 0 0;
  padding: ${theme.space(4)} 0 0;
  border-top: 1px solid ${theme.colors.border};
  display: grid;
  gap: ${theme.space(2)};
  li {
    display: flex;
    gap: ${theme.space(2)};
    align-items: flex-start;
    font-size: 0.9375rem;
  }
  svg {
    flex-shrink: 0;
    margin-top: 0.3em;
    color: ${theme.colors.success};
  }
`;
