import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog } from '../../components/ui/Dialog';
import { overlays, type OverlayKind } from '../../lib/overlay/overlays';
import { useOverlay } from '../../lib/overlay/use-overlay';
import { SiteSettingsContext } from '../../lib/site/site-settings';
import { demoSettings } from '../../test/demo-settings';
import { OverlayHost } from './OverlayHost';

/** A feature's button that opens its own dialog through the host, like the country picker. */
function Opener({ name, kind = 'user' }: { name: string; kind?: OverlayKind }) {
  const [open, setOpen] = useState(false);
  const overlay = useOverlay({ id: name, kind, open });
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open {name}
      </button>
      {overlay(
        <Dialog title={name} role="dialog" onDismiss={() => setOpen(false)} dismissLabel="Close">
          <input aria-label={`${name} code`} />
        </Dialog>,
      )}
    </>
  );
}

const notice = (id: string, text: string) =>
  act(() => {
    overlays.request({
      id,
      kind: 'notice',
      render: (close) => (
        <Dialog title="Notice" actions={<button onClick={close}>OK</button>}>
          <p>{text}</p>
        </Dialog>
      ),
    });
  });

function renderHost(ui: React.ReactNode = null, settings = demoSettings()) {
  return render(
    <SiteSettingsContext.Provider value={settings}>
      {ui}
      <OverlayHost />
    </SiteSettingsContext.Provider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('OverlayHost', () => {
  it('shows one overlay at a time: a notice over a dialog hides it, and the dialog comes back as it was left', async () => {
    renderHost(<Opener name="Two-factor" kind="two-factor" />);
    await userEvent.click(screen.getByRole('button', { name: 'Open Two-factor' }));
    await userEvent.type(screen.getByLabelText('Two-factor code'), '1234');
    notice('n1', 'Too many attempts');
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: 'Two-factor' })).toBeNull();
    expect(screen.getByRole('alertdialog').textContent).toContain('Too many attempts');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    const dialog = screen.getByRole('dialog', { name: 'Two-factor' });
    expect(screen.getByLabelText<HTMLInputElement>('Two-factor code').value).toBe('1234');
    // Focus returns into the dialog the notice interrupted.
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('Escape closes the dialog and focus returns to the button that opened it', async () => {
    renderHost(<Opener name="Picker" />);
    const button = screen.getByRole('button', { name: 'Open Picker' });
    await userEvent.click(button);
    expect(screen.getByRole('dialog', { name: 'Picker' }).contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('two notices requested together show one after the other', async () => {
    renderHost();
    notice('n1', 'First');
    notice('n2', 'Second');
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(screen.getByRole('alertdialog').textContent).toContain('First');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('alertdialog').textContent).toContain('Second');
  });

  it("caps marketing overlays at the merchant's marketingOverlaysPerVisit", async () => {
    renderHost(
      <>
        <Opener name="Install" kind="install" />
        <Opener name="Push" kind="push" />
      </>,
      demoSettings({ marketingOverlaysPerVisit: 1 }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open Install' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    await userEvent.click(screen.getByRole('button', { name: 'Open Push' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a required app upgrade when the cap is spent, but not an optional one (decision 045)', async () => {
    renderHost(
      <>
        <Opener name="Install" kind="install" />
        <Opener name="Optional upgrade" kind="app-upgrade" />
        <Opener name="Required upgrade" kind="mandatory-upgrade" />
      </>,
      demoSettings({ marketingOverlaysPerVisit: 1 }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open Install' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    await userEvent.click(screen.getByRole('button', { name: 'Open Optional upgrade' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open Required upgrade' }));
    expect(screen.getByRole('dialog', { name: 'Required upgrade' })).toBeTruthy();
  });

  it('fades the overlay in, and not at all under prefers-reduced-motion: reduce', async () => {
    const { unmount } = renderHost();
    notice('n1', 'Moving');
    expect(screen.getByRole('alertdialog').closest('.overlay')?.classList.contains('overlay--enter')).toBe(true);
    unmount();
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
    renderHost();
    notice('n2', 'Still');
    const wrapper = screen.getByRole('alertdialog').closest('.overlay');
    expect(wrapper?.className).toBe('overlay');
    expect(getComputedStyle(wrapper as Element).animationDuration || '0s').toBe('0s');
  });
});
