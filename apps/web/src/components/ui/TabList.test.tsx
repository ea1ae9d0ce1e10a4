import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TabList, tabAfterKey } from './TabList';

const TABS = ['one', 'two', 'three'] as const;

describe('tabAfterKey', () => {
  it('moves in reading order, wraps, and mirrors right to left', () => {
    expect(tabAfterKey('ArrowRight', TABS, 'one', false)).toBe('two');
    expect(tabAfterKey('ArrowRight', TABS, 'three', false)).toBe('one');
    expect(tabAfterKey('ArrowLeft', TABS, 'one', false)).toBe('three');
    expect(tabAfterKey('ArrowRight', TABS, 'one', true)).toBe('three');
    expect(tabAfterKey('ArrowLeft', TABS, 'one', true)).toBe('two');
    expect(tabAfterKey('End', TABS, 'one', false)).toBe('three');
    expect(tabAfterKey('Home', TABS, 'three', false)).toBe('one');
    expect(tabAfterKey('Enter', TABS, 'one', false)).toBeUndefined();
  });
});

function Tabs() {
  const [selected, setSelected] = useState<(typeof TABS)[number]>('one');
  return (
    <>
      <TabList tabs={TABS} selected={selected} label="Numbers" labelOf={(tab) => tab.toUpperCase()} panelId={(tab) => `panel-${tab}`} onSelect={setSelected} />
      <div role="tabpanel" id={`panel-${selected}`} aria-label={selected} />
    </>
  );
}

describe('TabList', () => {
  it('is one Tab stop; arrows select and focus the next tab; clicks select', async () => {
    render(<Tabs />);
    const list = screen.getByRole('tablist', { name: 'Numbers' });
    expect(list).toBeTruthy();
    const tab = (name: string) => screen.getByRole('tab', { name });
    expect(tab('ONE').tabIndex).toBe(0);
    expect(tab('TWO').tabIndex).toBe(-1);
    expect(tab('ONE').getAttribute('aria-controls')).toBe('panel-one');

    await userEvent.tab();
    expect(document.activeElement).toBe(tab('ONE'));
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('TWO').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('TWO'));
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(tab('THREE'));
    await userEvent.click(tab('ONE'));
    expect(tab('ONE').getAttribute('aria-selected')).toBe('true');
    expect(tab('THREE').tabIndex).toBe(-1);
  });
});
