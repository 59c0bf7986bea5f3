import type { ReactNode } from 'react';
import { Container, Grid, Section, SectionHeader } from '../../../components/ui/layout-primitives';
import { InfoCard, type InfoCardProps } from './info-card';

interface InfoCardSectionProps {
  /** The heading's id, which names the section. */
  headingId: string;
  title: ReactNode;
  subtitle: ReactNode;
  /** The surface background, alternating with the neighbouring sections. */
  muted?: boolean;
  cards: readonly InfoCardProps[];
  /** Shown under the cards (e.g. a 'View all' link). */
  children?: ReactNode;
}

/** A marketing section of fixed cards in three columns under a centred heading (home and about). */
export function InfoCardSection({ headingId, title, subtitle, muted = false, cards, children }: InfoCardSectionProps) {
  return (
    <Section $muted={muted} aria-labelledby={headingId}>
      <Container>
        <SectionHeader id={headingId} title={title} subtitle={subtitle} />
        <Grid $columns={3}>
          {cards.map((card) => (
            <InfoCard key={card.title} {...card} />
          ))}
        </Grid>
        {children}
      </Container>
    </Section>
  );
}
