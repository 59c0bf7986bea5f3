import { FaBrain, FaCode, FaLayerGroup } from 'react-icons/fa';
import { useSiteSettings } from '../../../shared/site-settings';
import { InfoCardSection } from '../sections/info-card-section';

/** SPEC §2 '/': three fixed cards. */
const WHY_CHOOSE_CARDS = [
  {
    icon: <FaCode />,
    title: 'Expert Development',
    text: 'Seasoned engineers build clean, tested and maintainable software with modern tools and proven practices.',
  },
  {
    icon: <FaBrain />,
    title: 'AI-Powered Solutions',
    text: 'We put machine learning and automation to work where they create real value for your business.',
  },
  {
    icon: <FaLayerGroup />,
    title: 'Scalable Architecture',
    text: 'Systems designed to grow with you, from the first users to millions, without a rewrite.',
  },
] as const;

export function WhyChooseSection() {
  const { companyName } = useSiteSettings();
  return (
    <InfoCardSection
      headingId="why-choose-heading"
      title={`Why Choose ${companyName}`}
      subtitle="We combine engineering craft with practical AI to deliver software that moves your business forward."
      cards={WHY_CHOOSE_CARDS}
    />
  );
}
