import { useActionData } from 'react-router-dom';
import styled from 'styled-components';
import { PageHead } from '../../shared/head';
import { Container, Section } from '../../components/ui/layout-primitives';
import { cardSurface } from '../../components/ui/css-helpers';
import { PageHero } from '../../components/ui/page-hero';
import { ContactForm } from '../../features/contact-message/components/contact-form';
import type { ContactActionResult } from '../../features/contact-message/contact-action';
import { ContactInfo } from './contact/contact-info';
import { theme } from '../../shared/theme';
import { StaticContent } from '../../shared/static-content';
import { Island } from '../../shared/island';

export { contactAction } from '../../features/contact-message/contact-action';

/** SPEC §2 '/contact': contact details, 'Book Meeting' and the message form (its answer when it was posted without scripts). */
export function ContactPage() {
  const result = useActionData<ContactActionResult>();
  return (
    <>
      <PageHead
        title="Contact Us"
        description="Get in touch about a project or our services: phone, email and a contact form. Based in Islamabad, Pakistan."
      />
      <StaticContent>
        <PageHero
          eyebrow="Contact"
          title="Get In Touch"
          subtitle="Have a project in mind or a question about our services? We would love to hear from you."
        />
      </StaticContent>
      <Section>
        <Container>
          <Layout>
            <ContactInfo />
            <FormCard aria-labelledby="contact-form-heading">
              <h2 id="contact-form-heading">Send Us a Message</h2>
              <Island name="contact-form" component={ContactForm} props={{ result }} />
            </FormCard>
          </Layout>
        </Container>
      </Section>
    </>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${theme.space(10)};
  ${theme.media.lg} {
    grid-template-columns: 2fr 3fr;
    gap: ${theme.space(12)};
  }
`;

const FormCard = styled.section`
  display: grid;
  gap: ${theme.space(6)};
  align-content: start;
  min-width: 0;
  padding: ${theme.space(6)};
  ${cardSurface}
  h2 {
    font-size: 1.5rem;
  }
  ${theme.media.sm} {
    padding: ${theme.space(10)};
  }
`;
