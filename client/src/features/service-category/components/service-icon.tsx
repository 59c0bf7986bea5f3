import type { IconType } from 'react-icons';
import {
  FaBrain,
  FaBuilding,
  FaCloud,
  FaCode,
  FaCogs,
  FaComments,
  FaEdit,
  FaEye,
  FaGlobe,
  FaRobot,
  FaRocket,
  FaShoppingCart,
  FaTachometerAlt,
} from 'react-icons/fa';

/** SPEC §3 'Service': the public icon identifiers. */
const SERVICE_ICONS: Record<string, IconType> = {
  FaCode,
  FaBrain,
  FaRocket,
  FaGlobe,
  FaShoppingCart,
  FaEdit,
  FaCogs,
  FaTachometerAlt,
  FaBuilding,
  FaCloud,
  FaEye,
  FaComments,
  FaRobot,
};

/** SPEC §3: an unknown or missing icon falls back to the code icon. */
const FALLBACK_ICON = 'FaCode';

/** A service's icon by its stored name (e.g. 'FaBrain'); decorative, so hidden from screen readers. */
export function ServiceIcon({ name, className }: { name?: string | null; className?: string }) {
  const trimmed = name?.trim() ?? '';
  const key = Object.hasOwn(SERVICE_ICONS, trimmed) ? trimmed : FALLBACK_ICON;
  const Icon = SERVICE_ICONS[key];
  return <Icon aria-hidden focusable="false" className={className} data-icon={key} />;
}
