import { describe, expect, it } from 'vitest';
import { demoSettings } from '../../test/demo-settings';
import { applyLook } from './look';

describe('applyLook', () => {
  it('puts the theme and a non-default brand colour on the root element', () => {
    const root = document.createElement('html');
    applyLook({ ...demoSettings(), look: { theme: 'dark', logo: null, primary: '#7b2cbf' } }, root);
    expect(root.dataset.theme).toBe('dark');
    expect(root.style.getPropertyValue('--c-primary')).toBe('#7b2cbf');
  });

  it('a merchant without a look gets the light theme and the stylesheet colour', () => {
    const root = document.createElement('html');
    applyLook({ ...demoSettings(), look: undefined }, root);
    expect(root.dataset.theme).toBe('light');
    expect(root.style.getPropertyValue('--c-primary')).toBe('');
  });
});
