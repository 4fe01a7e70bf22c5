import Chip from '@mui/material/Chip';
import { PLAN_REQUEST_STATE_LABELS, type PlanRequestState } from '../../domain/planFlexibility';

const COLORS = { open: 'warning', accepted: 'success', declined: 'default' } as const;

/** A request's state in its colour; a span, so it fits in a card's title line as well as a cell. */
export function PlanStateChip({ state }: { state: PlanRequestState }) {
  return (
    <Chip
      component="span"
      size="small"
      variant="outlined"
      color={COLORS[state]}
      label={PLAN_REQUEST_STATE_LABELS[state]}
      data-state={state}
    />
  );
}
