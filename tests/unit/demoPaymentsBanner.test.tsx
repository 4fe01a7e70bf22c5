// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PayOnlineButton } from '../../resources/online-payments/PayOnlineButton';
import { refreshSystemConfig } from '../../src/api/systemConfig';
import { DemoPaymentsBanner } from '../../src/layout/DemoPaymentsBanner';
import { fakeApi, INVOICE_ID, json, renderInAdmin, signInAs } from './paymentsHarness';

/*
 * Issue 30 item 6: the panel learns from the system config it loads at start (GET /api/get/{id})
 * whether payments are simulated (the demo's sandbox: a banner above every screen, for every user)
 * and whether there is a payment gateway at all (no Pay button without one).
 */
const systemConfig = (payments: { onlinePayments: boolean; simulatedPayments: boolean }) => ({
  success: true,
  message: 'System configuration loaded successfully',
  data: { tenantLogo: null, tenantBanner: null, roles: { landlord: { id: 2 } }, ...payments },
});

/** The server answers the system config so; the panel loads it as at start. */
async function serverSays(payments: { onlinePayments: boolean; simulatedPayments: boolean }) {
  fakeApi({ '/api/get/default': () => json(200, systemConfig(payments)) });
  await act(async () => {
    await refreshSystemConfig('default');
  });
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Demo: payments are simulated', () => {
  it('shows the banner when the server says payments are simulated', async () => {
    await serverSays({ onlinePayments: true, simulatedPayments: true });
    renderInAdmin(<DemoPaymentsBanner />);
    const banner = screen.getByTestId('demo-payments-banner');
    expect(banner.textContent).toContain('Demo: payments are simulated');
    expect(banner.textContent).toContain('No money moves');
  });

  it('shows nothing with a real gateway, with payment off, or before the config is loaded', async () => {
    renderInAdmin(<DemoPaymentsBanner />);
    expect(screen.queryByTestId('demo-payments-banner')).toBeNull();
    await serverSays({ onlinePayments: true, simulatedPayments: false });
    expect(screen.queryByTestId('demo-payments-banner')).toBeNull();
    await serverSays({ onlinePayments: false, simulatedPayments: false });
    expect(screen.queryByTestId('demo-payments-banner')).toBeNull();
  });

  it('appears on a screen already open when the reloaded config says so', async () => {
    await serverSays({ onlinePayments: true, simulatedPayments: false });
    renderInAdmin(<DemoPaymentsBanner />);
    expect(screen.queryByTestId('demo-payments-banner')).toBeNull();
    await serverSays({ onlinePayments: true, simulatedPayments: true });
    expect(screen.getByTestId('demo-payments-banner')).toBeTruthy();
  });
});

describe('Pay without a payment gateway', () => {
  beforeEach(() => signInAs(['View Tenant Rental']));

  it('offers no Pay button when the server says online payment is off', async () => {
    await serverSays({ onlinePayments: false, simulatedPayments: false });
    renderInAdmin(<PayOnlineButton invoiceId={INVOICE_ID} invoiceNo="INV-2026-000031" />);
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
  });

  it('offers Pay when the server has a gateway', async () => {
    await serverSays({ onlinePayments: true, simulatedPayments: false });
    renderInAdmin(<PayOnlineButton invoiceId={INVOICE_ID} invoiceNo="INV-2026-000031" />);
    expect(screen.getByRole('button', { name: 'Pay INV-2026-000031' })).toBeTruthy();
  });
});
