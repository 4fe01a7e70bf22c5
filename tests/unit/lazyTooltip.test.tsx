// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/*
 * Issue 37 item 4: MUI's Tooltip (with Popper.js) is fetched after the panel's first screen
 * (src/layout/LazyTooltip.tsx). The folded menu's entries and the header's profile button must
 * show their tooltip all the same, also to a pointer or a focus that reached them first.
 */
afterEach(() => {
  cleanup();
  vi.doUnmock('@mui/material/Tooltip');
  vi.resetModules();
});

/** LazyTooltip read anew, with MUI's Tooltip held back until `arrive()` is called. */
async function withTooltipHeldBack() {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  vi.resetModules();
  vi.doMock('@mui/material/Tooltip', async (importOriginal) => {
    await arrived;
    return importOriginal();
  });
  const { LazyTooltip } = await import('../../src/layout/LazyTooltip');
  return { LazyTooltip, arrive };
}

describe('a tooltip fetched after the first screen', () => {
  it('draws its child at once and opens for a pointer that came before it', async () => {
    const { LazyTooltip, arrive } = await withTooltipHeldBack();
    const entered: string[] = [];
    render(
      <LazyTooltip title="My rental invoices" placement="right" enterDelay={0}>
        <button type="button" aria-label="My rental invoices" onMouseEnter={() => entered.push('child')}>
          icon
        </button>
      </LazyTooltip>,
    );
    const button = screen.getByRole('button', { name: 'My rental invoices' });
    fireEvent.mouseEnter(button);
    // The child's own handler still runs (the menu fetches the screen's code on hover).
    expect(entered).toEqual(['child']);
    expect(screen.queryByRole('tooltip')).toBeNull();
    await act(async () => arrive());
    expect(await screen.findByRole('tooltip', { name: 'My rental invoices' })).toBeTruthy();
  });

  it('opens on hover and closes when the pointer leaves once it is here', async () => {
    const { LazyTooltip, arrive } = await withTooltipHeldBack();
    await act(async () => arrive());
    render(
      <LazyTooltip title="Profile" enterDelay={0} leaveDelay={0}>
        <button type="button">me</button>
      </LazyTooltip>,
    );
    // Once MUI's Tooltip is here it names its child by the title, as it does everywhere.
    const button = await screen.findByRole('button', { name: 'Profile' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.mouseOver(button);
    expect(await screen.findByRole('tooltip', { name: 'Profile' })).toBeTruthy();
    fireEvent.mouseLeave(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });
});
