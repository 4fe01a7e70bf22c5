import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { CollectionTotals } from './collectionsApi';
import { formatAmount } from './paymentDisplay';

/**
 * Spec section 2: the three summary cards, amounts as '{number} KWD'. A fourth, WRITTEN OFF, shows
 * only when something was closed without payment, so TOTAL COLLECTIONS = the other three.
 */
export const SUMMARY_CARDS = [
  // title: the catalogue key of the card's title (messages.en.ts holds the spec's English).
  { key: 'total_collection', title: 'payments.collections.cards.total_collection', color: 'primary.main' },
  { key: 'received_amount', title: 'payments.collections.cards.received_amount', color: 'success.main' },
  {
    key: 'written_off_amount',
    title: 'payments.collections.cards.written_off_amount',
    color: 'text.secondary',
  },
  { key: 'pending_amount', title: 'payments.collections.cards.pending_amount', color: 'warning.main' },
] as const;

export function CollectionSummaryCards({ totals }: { totals: CollectionTotals | undefined }) {
  const translate = useTranslate();
  const writtenOff = Number(totals?.written_off_amount ?? 0) > 0;
  const cards = SUMMARY_CARDS.filter((c) => c.key !== 'written_off_amount' || writtenOff);
  return (
    <Grid container spacing={{ xs: 1, sm: 2 }} sx={{ mb: 2 }}>
      {cards.map((card) => (
        <Grid key={card.key} size={{ xs: 12, sm: 12 / cards.length }}>
          <Card
            sx={{ borderTop: 3, borderColor: card.color }}
            aria-label={translate(card.title)}
            role="group"
          >
            <CardContent sx={{ py: { xs: 1, sm: 1.5 }, '&:last-child': { pb: { xs: 1, sm: 1.5 } } }}>
              <Typography variant="overline" color="text.secondary" component="h2">
                {translate(card.title)}
              </Typography>
              <Typography variant="h6" sx={{ fontWeight: 600 }} data-testid={`card-${card.key}`}>
                {formatAmount(totals?.[card.key] ?? 0)}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
