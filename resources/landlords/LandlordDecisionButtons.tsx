import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useListContext, useNotify, useRefresh, useTranslate, useUnselectAll } from 'react-admin';
import { superLandlordsContract } from '../../domain/contracts/super-landlords';
import { dataProvider } from '../../src/providers/dataProvider';

type Decision = 'approve' | 'reject';

/** Approve or Reject for the selected landlords; the server mails each landlord the outcome. */
function DecisionButton({ decision }: { decision: Decision }) {
  const { selectedIds } = useListContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const unselectAll = useUnselectAll('landlords');
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      const answer = await dataProvider.call(superLandlordsContract.endpoints[decision], {
        body: { ids: selectedIds.map(String) },
      });
      notify(answer.message, { type: 'success' });
      unselectAll();
      refresh();
    } catch (err) {
      notify(err instanceof Error ? err.message : translate('landlords.decision.failed'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      color={decision === 'approve' ? 'success' : 'error'}
      startIcon={decision === 'approve' ? <CheckIcon /> : <CloseIcon />}
      onClick={onClick}
      disabled={busy}
    >
      {translate(`landlords.decision.${decision}`)}
    </Button>
  );
}

export function LandlordDecisionButtons() {
  return (
    <>
      <DecisionButton decision="approve" />
      <DecisionButton decision="reject" />
    </>
  );
}
