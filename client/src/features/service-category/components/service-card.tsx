import styled from 'styled-components';
import { CheckList } from '../../../components/ui/check-list';
import { checkList, iconTile } from '../../../components/ui/css-helpers';
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
      {features.length > 0 && <Features items={features} label={`${service.title} features`} />}
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
  ${iconTile('56px')}
  font-size: 24px;
`;

const Description = styled.p`
  color: ${theme.colors.muted};
`;

const Features = styled(CheckList)`
  ${checkList(2)}
  margin: auto 0 0;
  padding: ${theme.space(4)} 0 0;
  border-top: 1px solid ${theme.colors.border};
  li {
    font-size: 0.9375rem;
  }
`;
