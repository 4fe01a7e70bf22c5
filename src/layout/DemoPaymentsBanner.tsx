import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslate } from 'react-admin';
import { parseSystemConfig, useSystemConfigText } from '../api/systemConfig';

/**
 * Issue 30 item 6: above every screen, for every user, while the server's payment gateway is the
 * built-in sandbox (the demo's default): no money moves, whatever a Pay button or a receipt shows.
 * Learned from the system config the panel loads at start (GET /api/get/{id}: simulatedPayments).
 */
export function DemoPaymentsBanner() {
  const translate = useTranslate();
  const config = parseSystemConfig(useSystemConfigText());
  if (config?.simulatedPayments !== true) return null;
  return (
    // role="note": a standing notice, not an alert that interrupts a screen reader on every page.
    <Alert severity="warning" role="note" sx={{ mb: 2 }} data-testid="demo-payments-banner">
      <AlertTitle>{translate('layout.demo_payments')}</AlertTitle>
      {translate('layout.demo_payments_detail')}
    </Alert>
  );
}
