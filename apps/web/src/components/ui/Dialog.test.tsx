import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog } from './Dialog';

describe('Dialog', () => {
  it('without onDismiss: no close button, Escape and the backdrop do nothing (notices need their button)', () => {
    render(
      <Dialog title="Notice" actions={<button type="button">OK</button>}>
        <p>Text</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Notice' });
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(dialog.parentElement!);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'OK' }));
  });

  it('with onDismiss: a labelled close button, Escape and a tap on the backdrop ask to close', () => {
    const onDismiss = vi.fn();
    render(
      <Dialog title="Verification" role="dialog" onDismiss={onDismiss} dismissLabel="Close">
        <input aria-label="Code" />
      </Dialog>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    const backdrop = screen.getByRole('dialog').parentElement!;
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    // A press that starts inside and ends on the backdrop (selecting text) is not a tap on it.
    fireEvent.mouseDown(screen.getByLabelText('Code'));
    fireEvent.click(backdrop);
    expect(onDismiss).toHaveBeenCalledTimes(3);
  });

  it('only the topmost dialog answers Escape', () => {
    const below = vi.fn();
    render(
      <>
        <Dialog title="Below" role="dialog" onDismiss={below} dismissLabel="Close">
          <p>below</p>
        </Dialog>
        <Dialog title="Notice" actions={<button type="button">OK</button>}>
          <p>on top</p>
        </Dialog>
      </>,
    );
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(below).not.toHaveBeenCalled();
  });

  it('a dialog the overlay host keeps hidden does not answer Escape; the one on screen does', () => {
    const hidden = vi.fn();
    const shown = vi.fn();
    render(
      <>
        <div hidden>
          <Dialog title="Interrupted" role="dialog" onDismiss={hidden} dismissLabel="Close">
            <p>under</p>
          </Dialog>
        </div>
        <Dialog title="Sheet" role="dialog" onDismiss={shown} dismissLabel="Close">
          <p>on screen</p>
        </Dialog>
      </>,
    );
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(hidden).not.toHaveBeenCalled();
    expect(shown).toHaveBeenCalledTimes(1);
  });

  it('on close, focus returns to the opener unless the owner has already moved it elsewhere on purpose', () => {
    function Owner({ moveTo }: { moveTo?: string }) {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          <input aria-label="Password" />
          {open ? (
            <Dialog
              title="Choice"
              role="dialog"
              onDismiss={() => {
                setOpen(false);
                if (moveTo) screen.getByLabelText(moveTo).focus();
              }}
              dismissLabel="Close"
            >
              <p>Pick one</p>
            </Dialog>
          ) : null}
        </>
      );
    }
    const { unmount } = render(<Owner />);
    screen.getByRole('button', { name: 'Open' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' }));
    unmount();
    render(<Owner moveTo="Password" />);
    screen.getByRole('button', { name: 'Open' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
  });

  it('focuses [data-autofocus] first, and the closing class plays the animation', () => {
    render(
      <Dialog title="T" role="dialog" onDismiss={() => undefined} dismissLabel="Close" closing describedBy="tip">
        <p id="tip">Tip</p>
        <input aria-label="Code" data-autofocus />
      </Dialog>,
    );
    expect(document.activeElement).toBe(screen.getByLabelText('Code'));
    expect(screen.getByRole('dialog').parentElement?.className).toContain('dialog-backdrop--closing');
    expect(screen.getByRole('dialog', { description: 'Tip' })).toBeTruthy();
  });

  it('Tab wraps past disabled controls and roving tab items', async () => {
    render(
      <Dialog title="T" role="dialog" onDismiss={() => undefined} dismissLabel="Close">
        <button type="button" tabIndex={-1}>
          Other tab
        </button>
        <input aria-label="Code" />
        <button type="button" disabled>
          Busy
        </button>
      </Dialog>,
    );
    screen.getByLabelText('Code').focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByLabelText('Code'));
  });

  it('returns focus to the opener, even when the opener was disabled while its request ran', async () => {
    function Screen() {
      const [state, setState] = useState<'idle' | 'busy' | 'open'>('idle');
      return (
        <>
          <button type="button" disabled={state === 'busy'} onClick={() => setState('busy')}>
            Sign in
          </button>
          <button type="button" onClick={() => setState('open')}>
            answer arrives
          </button>
          {state === 'open' ? (
            <Dialog title="T" role="dialog" onDismiss={() => setState('idle')} dismissLabel="Close">
              <input aria-label="Code" />
            </Dialog>
          ) : null}
        </>
      );
    }
    render(<Screen />);
    const signIn = screen.getByRole('button', { name: 'Sign in' });
    await userEvent.click(signIn);
    // As a browser's focus fixup does when the focused button becomes disabled.
    signIn.blur();
    fireEvent.click(screen.getByRole('button', { name: 'answer arrives' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.activeElement).toBe(signIn);
  });
});
