import type { ReactNode } from 'react';
import { FiCheckCircle } from 'react-icons/fi';
import styled from 'styled-components';
import { CheckList } from '../../../components/ui/check-list';
import { unstyledList } from '../../../components/ui/css-helpers';
import { Container, Section } from '../../../components/ui/layout-primitives';
import { CenteredActions, centeredColumn } from './centered-layout';
import { theme } from '../../../shared/theme';

interface CallToActionProps {
  title: string;
  text: ReactNode;
  /** Buttons or button links. */
  actions: ReactNode;
  /** Short reassurances under the actions, each with a check mark. */
  notes?: readonly string[];
}

/** The closing band of a marketing page (home and about). */
export function CallToAction({ title, text, actions, notes = [] }: CallToActionProps) {
  return (
    <Section aria-label={title}>
      <Container>
        <Panel>
          <h2>{title}</h2>
          <p>{text}</p>
          <CenteredActions>{actions}</CenteredActions>
          {notes.length > 0 && <Notes items={notes} icon={FiCheckCircle} />}
        </Panel>
      </Container>
    </Section>
  );
}

const Panel = styled.div`
  ${centeredColumn(5)}
  padding: clamp(${theme.space(10)}, 6vw, ${theme.space(20)}) ${theme.space(6)};
  border-radius: ${theme.radius.lg};
  border: 1px solid ${theme.colors.border};
  background:
    radial-gradient(80% 120% at 0% 0%, color-mix(in srgb, ${theme.colors.primary} 16%, transparent), transparent),
    radial-gradient(80% 120% at 100% 100%, color-mix(in srgb, ${theme.colors.accent} 14%, transparent), transparent),
    ${theme.colors.card};
  box-shadow: ${theme.shadow.card};
  h2 {
    font-size: clamp(1.75rem, 4.5vw, 2.75rem);
    max-width: 720px;
  }
  p {
    color: ${theme.colors.muted};
    max-width: 620px;
    font-size: 1.125rem;
  }
`;

const Notes = styled(CheckList)`
  ${unstyledList}
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space(3)} ${theme.space(8)};
  color: ${theme.colors.muted};
  font-size: 0.9375rem;
  li {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space(2)};
  }
  svg {
    color: ${theme.colors.success};
    flex-shrink: 0;
  }
`;
