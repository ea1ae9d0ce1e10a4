import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Flag } from './Flag';
import { flagUrl } from './flag-images';

describe('Flag', () => {
  it('draws a country as its SVG image, whatever the case of its code', () => {
    expect(flagUrl('PH')).toMatch(/PH\.svg/);
    expect(flagUrl('br')).toMatch(/BR\.svg/);
    const { container } = render(<Flag countryCode="ph" className="flag" />);
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toMatch(/PH\.svg/);
    // Decorative: the name beside it is what is announced.
    expect(image?.getAttribute('alt')).toBe('');
  });

  it('keeps the space of an unknown code empty', () => {
    expect(flagUrl('XYZ')).toBeNull();
    const { container } = render(<Flag countryCode="XYZ" className="flag" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });
});
