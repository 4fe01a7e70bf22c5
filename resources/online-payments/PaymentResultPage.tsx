import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Title, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { isApiError } from '../../src/api/ApiError';
import { ONLINE_PAYMENT_MESSAGES } from '../../domain/onlinePaymentSchemas';
import { attemptIdFrom, outcomeOf } from './onlinePaymentRules';
import { BackToInvoices, PaymentNotTaken, PaymentSucceeded } from './PaymentOutcomeCards';
import { usePaymentAttempt } from './usePaymentAttempt';

/** The gateway has not decided yet: the page keeps asking, then says it stopped. */
function PaymentWaiting({ gaveUp }: { gaveUp: boolean }) {
  const translate = useTranslate();
  if (gaveUp) {
    return (
      <>
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('onlinePayments.result.gave_up')}
        </Alert>
        <BackToInvoices />
      </>
    );
  }
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
      <CircularProgress size={24} aria-hidden />
      <Typography>{translate('onlinePayments.result.waiting')}</Typography>
    </Stack>
  );
}

function ResultBody({ attemptId }: { attemptId: string | null }) {
  const { data, error, isPending, gaveUp } = usePaymentAttempt(attemptId);
  const translate = useTranslate();
  const notFoundText = translate('payments.notFound', {
    _: ONLINE_PAYMENT_MESSAGES.attemptNotFound,
  });
  if (!attemptId) {
    return (
      <>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {notFoundText}
        </Alert>
        <BackToInvoices />
      </>
    );
  }
  if (error) {
    const notFound = isApiError(error) && error.status === 404;
    return (
      <>
        <Alert severity={notFound ? 'warning' : 'error'} sx={{ mb: 2 }}>
          {notFound ? notFoundText : error.message}
        </Alert>
        <BackToInvoices />
      </>
    );
  }
  if (isPending) return <PaymentWaiting gaveUp={false} />;
  const outcome = outcomeOf(data.state);
  if (outcome === 'paid') return <PaymentSucceeded attempt={data} />;
  if (outcome === 'unpaid') return <PaymentNotTaken attempt={data} />;
  return <PaymentWaiting gaveUp={gaveUp} />;
}

/**
 * payments/success and payments/failed (spec section 2): where the return route sends the
 * browser back from the gateway, with `?attempt={id}`. Both show the attempt as the server knows
 * it, so a success address for a declined payment still says it failed, and a hand-edited query
 * string changes nothing but which attempt is asked for (the server answers only the tenant's own).
 */
export default function PaymentResultPage() {
  const { search } = useLocation();
  const translate = useTranslate();
  return (
    <>
      <Title title={translate('onlinePayments.result.title')} />
      <Card sx={{ mt: 2, maxWidth: 640 }}>
        <CardContent>
          <ResultBody attemptId={attemptIdFrom(search)} />
        </CardContent>
      </Card>
    </>
  );
}
