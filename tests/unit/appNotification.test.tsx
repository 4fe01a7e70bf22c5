// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext, memoryStore, useNotify } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { AppNotification, TOAST_HOTKEY } from '../../src/layout/AppNotification';
import { i18nProvider } from '../../src/providers/i18nProvider';

/*
 * The panel's toast area (spec sections 4 and 9) draws its toast from a chunk fetched once the panel
 * is idle or by the first toast (src/layout/Toast.tsx, issue 37 item 4): the toast still shows with
 * its colour's role and a close button, a new one replaces it, and F8 still reaches the area.
 */
afterEach(cleanup);

function Notifier() {
  const notify = useNotify();
  return (
    <>
      <button onClick={() => notify('Payment recorded', { type: 'success' })}>ok</button>
      <button onClick={() => notify('Amount exceeds the invoice balance', { type: 'error' })}>refused</button>
    </>
  );
}

const renderArea = () =>
  render(
    <AdminContext store={memoryStore()} i18nProvider={i18nProvider}>
      <Notifier />
      <AppNotification />
    </AdminContext>,
  );

describe('the toast area', () => {
  it('shows a toast by its colour, replaces it with the next, and closes it', async () => {
    renderArea();
    fireEvent.click(screen.getByRole('button', { name: 'refused' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Amount exceeds the invoice balance');

    fireEvent.click(screen.getByRole('button', { name: 'ok' }));
    const success = await screen.findByRole('status');
    expect(success.textContent).toContain('Payment recorded');
    expect(screen.queryByText('Amount exceeds the invoice balance')).toBeNull();

    fireEvent.click(within(success).getByRole('button', { name: 'Close' }));
    await screen.findByRole('button', { name: 'ok' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(screen.queryByText('Payment recorded')).toBeNull();
  });

  it('moves the focus to the area on F8', async () => {
    renderArea();
    fireEvent.keyDown(window, { key: TOAST_HOTKEY });
    expect(document.activeElement?.tagName).toBe('SECTION');
  });
});
