import { render } from '@testing-library/react';
import { FaBrain, FaCode } from 'react-icons/fa';
import { ServiceIcon } from './service-icon';

/** The drawing of an icon, to compare what was rendered with a known icon. */
function drawingOf(element: Element) {
  return element.querySelector('svg')?.innerHTML;
}

describe('ServiceIcon', () => {
  it('draws the icon named by the service', () => {
    const { container } = render(<ServiceIcon name="FaBrain" />);
    expect(container.querySelector('svg')).toHaveAttribute('data-icon', 'FaBrain');
    expect(drawingOf(container)).toBe(drawingOf(render(<FaBrain />).container));
    expect(drawingOf(container)).not.toBe(drawingOf(render(<FaCode />).container));
  });

  it.each([['FaUnknownThing'], ['fa-code'], [''], [null], [undefined], ['toString']])(
    'falls back to the code icon for %p',
    (name) => {
      const { container } = render(<ServiceIcon name={name} />);
      expect(container.querySelector('svg')).toHaveAttribute('data-icon', 'FaCode');
      expect(drawingOf(container)).toBe(drawingOf(render(<FaCode />).container));
    },
  );

  it('is decorative (hidden from screen readers)', () => {
    const { container } = render(<ServiceIcon name="FaRocket" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
