import { FaBullseye, FaEye } from 'react-icons/fa';
import styled from 'styled-components';
import { Container, Grid, Section, SectionHeader } from '../../../components/ui/layout-primitives';
import { InfoCard } from '../sections/info-card';
import { theme } from '../../../shared/theme';

/** SPEC §2 '/about': 'Our Purpose' with the Mission and Vision cards. */
export function PurposeSection() {
  return (
    <Section $muted aria-labelledby="purpose-heading">
      <Container>
        <SectionHeader id="purpose-heading" title="Our Purpose" subtitle="What drives us every day, and where we are heading." />
        <TwoColumns>
          <InfoCard icon={<FaBullseye />} title="Our Mission">
            <p>
              To empower businesses of every size with custom software and practical AI that solve real problems, delivered with
              transparency, care and engineering excellence.
            </p>
          </InfoCard>
          <InfoCard icon={<FaEye />} title="Our Vision">
            <p>
              To be a trusted technology partner worldwide, known for building intelligent products that make work simpler and
              open new opportunities for the people who use them.
            </p>
          </InfoCard>
        </TwoColumns>
      </Container>
    </Section>
  );
}

const TwoColumns = styled(Grid)`
  ${theme.media.sm} {
    grid-template-columns: 1fr;
  }
  ${theme.media.md} {
    grid-template-columns: repeat(2, 1fr);
  }
`;
