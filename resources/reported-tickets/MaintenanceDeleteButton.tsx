import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { dataProvider } from '../../src/providers/dataProvider';
import { errorText, MAINTENANCE_RESOURCE, maintenanceRequests } from './maintenanceUi';

/**
 * Delete a reported request (the API's soft delete) after a confirmation, then back to REPORTED
 * TICKETS with the server's message. The detail page shows it only to holders of Delete
 * Maintenance Request (react-admin's canAccess), the permission the route asks for.
 */
export function MaintenanceDeleteButton({ id, number }: { id: string; number: string }) {
  const [asking, setAsking] = useState(false);
  const notify = useNotify();
  const translate = useTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => dataProvider.call(maintenanceRequests.delete, { params: { id } }),
    onSuccess: (answer) => {
      // The list and the counts must not offer the deleted request again.
      void queryClient.invalidateQueries({ queryKey: [MAINTENANCE_RESOURCE] });
      void queryClient.invalidateQueries({ queryKey: ['maintenance'] });
      notify(answer.message, { type: 'success' });
      navigate('/admin-panel/reported-tickets/list');
    },
    onError: (err) => {
      setAsking(false);
      notify(errorText(err, translate('reportedTickets.delete.failed')), { type: 'error' });
    },
  });
  return (
    <>
      <Button
        variant="outlined"
        color="error"
        size="small"
        startIcon={<DeleteIcon />}
        onClick={() => setAsking(true)}
      >
        {translate('reportedTickets.delete.button')}
      </Button>
      <Confirm
        isOpen={asking}
        loading={remove.isPending}
        title={translate('reportedTickets.delete.title', { number })}
        content={translate('reportedTickets.delete.content')}
        confirm={translate('reportedTickets.delete.button')}
        confirmColor="warning"
        onConfirm={() => remove.mutate()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
