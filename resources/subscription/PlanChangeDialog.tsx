import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { displayDate } from '../../domain/displayDates';
import { formatKwd, money } from '../../domain/money';
import type { BillingCycle } from '../../domain/subscriptionFlow';
import { errorText } from '../../src/api/errorText';
import { fetchPlanChangeQuote } from './subscriptionApi';
import { cycleKey } from './subscriptionLabels';

export interface PlanChangeChoice {
  planId: string;
  planName: string;
  cycle: BillingCycle;
}

/**
 * Issue 31 item 1: before a change of plan, what it bills, when, and for which period — the
 * server's quote (GET /api/subscriptions/change-plan/quote), so the figures are the ones it will
 * apply. Cancel changes nothing; Confirm makes the change on the cycle shown.
 */
export function PlanChangeDialog({
  choice,
  busy,
  onCancel,
  onConfirm,
}: {
  choice: PlanChangeChoice | null;
  busy: boolean;
  onCancel(): void;
  onConfirm(choice: PlanChangeChoice): void;
}) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`subscription.change.${key}`, options);
  const { data: quote, error } = useQuery({
    queryKey: ['subscription', 'quote', choice?.planId, choice?.cycle],
    queryFn: ({ signal }) => fetchPlanChangeQuote(choice!.planId, choice!.cycle, signal),
    enabled: choice !== null,
    // A quote is about now: asked again each time the dialog opens.
    gcTime: 0,
    staleTime: 0,
  });
  const cycleWord = choice ? translate(cycleKey(choice.cycle)).toLowerCase() : '';
  const per = quote ? translate(`subscription.plans.${quote.cycle === 'yearly' ? 'a_year' : 'a_month'}`) : '';
  return (
    <Dialog
      open={choice !== null}
      onClose={busy ? undefined : onCancel}
      aria-labelledby="plan-change-title"
      aria-describedby="plan-change-summary"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="plan-change-title">
        {choice ? t('title', { plan: choice.planName, cycle: cycleWord }) : null}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1.5 }} data-testid="plan-change-summary">
        {error ? (
          <Alert severity="error">{errorText(error)}</Alert>
        ) : !quote ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
            <CircularProgress size={28} aria-label={t('loading')} />
          </Box>
        ) : (
          <>
            <Typography id="plan-change-summary" component="p" sx={{ fontWeight: 600 }}>
              {quote.applies === 'now'
                ? money(quote.amountNow).gt(0)
                  ? t('billed_now', { amount: formatKwd(quote.amountNow) })
                  : t('nothing_now')
                : t('nothing_until', { date: displayDate(quote.periodStart) })}
            </Typography>
            <Typography component="p">
              {t(quote.applies === 'now' ? 'period_now' : 'period_later', {
                cycle: translate(cycleKey(quote.cycle)),
                start: displayDate(quote.periodStart),
                end: displayDate(quote.periodEnd),
              })}
            </Typography>
            {money(quote.credit).gt(0) ? (
              <Typography component="p" variant="body2" color="text.secondary">
                {t('credit', { credit: formatKwd(quote.credit), price: formatKwd(quote.price) })}
              </Typography>
            ) : null}
            <Typography component="p" variant="body2" color="text.secondary">
              {t('then', { price: `${formatKwd(quote.price)}${per}`, date: displayDate(quote.renewsAt) })}
            </Typography>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {t('cancel')}
        </Button>
        <Button variant="contained" disabled={busy || !quote} onClick={() => choice && onConfirm(choice)}>
          {t(quote?.applies === 'period_end' ? 'confirm_later' : 'confirm_now')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
