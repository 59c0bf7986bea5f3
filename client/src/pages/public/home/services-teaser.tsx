import { FaBrain, FaCode, FaRobot } from 'react-icons/fa';
import { FiArrowRight } from 'react-icons/fi';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/ui/button-link';
import { CheckList } from '../../../components/ui/check-list';
import { unstyledList } from '../../../components/ui/css-helpers';
import { InfoCardSection } from '../sections/info-card-section';
import { theme } from '../../../shared/theme';

/** SPEC §2 '/': a fixed teaser of three services, four feature bullets each. */
const TEASER_SERVICES = [
  {
    icon: <FaCode />,
    title: 'Custom Software Development',
    features: ['Web & mobile applications', 'Enterprise software', 'API design & integration', 'Cloud-native solutions'],
  },
  {
    icon: <FaRobot />,
    title: 'AI Automation',
    features: ['Workflow automation', 'Intelligent chatbots', 'Document processing', 'Process optimization'],
  },
  {
    icon: <FaBrain />,
    title: 'AI & Machine Learning',
    features: ['Predictive analytics', 'Computer vision', 'Natural language processing', 'Custom model training'],
  },
] as const;

export function ServicesTeaser() {
  return (
    <InfoCardSection
      headingId="services-teaser-heading"
      title="Our Services"
      subtitle="From first prototype to production at scale, we cover the whole journey."
      muted
      cards={TEASER_SERVICES.map(({ icon, title, features }) => ({ icon, title, children: <Features items={features} /> }))}
    >
      <More>
        <ButtonLink to="/services" variant="secondary" size="lg">
          View All Services
          <FiArrowRight aria-hidden />
        </ButtonLink>
      </More>
    </InfoCardSection>
  );
}

const Features = styled(CheckList)`
  ${unstyledList}
  display: grid;
  gap: ${theme.space(2)};
  color: ${theme.colors.muted};
  li {
    display: flex;
    align-items: center;
    gap: ${theme.space(2)};
  }
  svg {
    color: ${theme.colors.primary};
    flex-shrink: 0;
  }
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${theme.space(12)};
`;
