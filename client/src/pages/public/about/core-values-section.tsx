import { FaAward, FaGraduationCap, FaHandshake, FaLightbulb, FaRocket, FaUsers } from 'react-icons/fa';
import { InfoCardSection } from '../sections/info-card-section';

/** SPEC §2 '/about': six fixed Core Values cards. */
const CORE_VALUES = [
  {
    icon: <FaLightbulb />,
    title: 'Innovation Excellence',
    text: 'We explore new ideas and technologies to find better answers to our clients’ problems.',
  },
  {
    icon: <FaAward />,
    title: 'Quality Obsession',
    text: 'Clean code, careful testing and attention to detail in everything we ship.',
  },
  {
    icon: <FaUsers />,
    title: 'Collaborative Spirit',
    text: 'We work as one team with our clients, sharing knowledge and decisions openly.',
  },
  {
    icon: <FaGraduationCap />,
    title: 'Continuous Learning',
    text: 'Technology moves fast; we keep learning so our clients always get current expertise.',
  },
  {
    icon: <FaHandshake />,
    title: 'Client Success',
    text: 'Our work is measured by the results it brings to the businesses we serve.',
  },
  {
    icon: <FaRocket />,
    title: 'Future Vision',
    text: 'We build with tomorrow in mind, so today’s solutions keep growing with you.',
  },
] as const;

export function CoreValuesSection() {
  return (
    <InfoCardSection
      headingId="core-values-heading"
      title="Our Core Values"
      subtitle="The principles behind every line of code we write."
      cards={CORE_VALUES}
    />
  );
}
