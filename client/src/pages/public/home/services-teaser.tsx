import { FaBrain, FaCode, FaRobot } from 'react-icons/fa';
import { FiArrowRight, FiCheck } from 'react-icons/fi';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/ui/button';
import { Container, Grid, Section, SectionHeader } from '../../../components/ui/layout-primitives';
import { InfoCard } from '../sections/info-card';
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
    <Section $muted aria-labelledby="services-teaser-heading">
      <Container>
        <SectionHeader
          id="services-teaser-heading"
          title="Our Services"
          subtitle="From first prototype to production at scale, we cover the whole journey."
        />
        <Grid $columns={3}>
          {TEASER_SERVICES.map((service) => (
            <InfoCard key={service.title} icon={service.icon} title={service.title}>
              <Features>
                {service.features.map((feature) => (
                  <li key={feature}>
                    <FiCheck aria-hidden />
                    <span>{feature}</span>
                  </li>
                ))}
              </Features>
            </InfoCard>
          ))}
        </Grid>
        <More>
          <ButtonLink to="/services" variant="secondary" size="lg">
            View All Services
            <FiArrowRight aria-hidden />
          </ButtonLink>
        </More>
      </Container>
    </Section>
  );
}

const Features = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
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
