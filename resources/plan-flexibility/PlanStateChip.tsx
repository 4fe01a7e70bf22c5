import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import type { PlanRequestState } from '../../domain/planFlexibility';

const COLORS = { open: 'warning', accepted: 'success', declined: 'default' } as const;

/** A request's state in its colour; a span, so it fits in a card's title line as well as a cell. */
export function PlanStateChip({ state }: { state: PlanRequestState }) {
  const translate = useTranslate();
  return (
    <Chip
      component="span"
      size="small"
      variant="outlined"
      color={COLORS[state]}
      label={translate(`planFlexibility.states.${state}`)}
      data-state={state}
    />
  );
}
