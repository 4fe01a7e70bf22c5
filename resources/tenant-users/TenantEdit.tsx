import Box from '@mui/material/Box';
import { Edit, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { hasPermission } from '../../domain/permissions';
import { useCurrentUser } from '../../src/layout/useCurrentUser';
import { MessagePreferenceCard } from '../messages/MessagePreferenceCard';
import { TenantForm } from './TenantForm';

/** tenant-users/edit/{id}, with the tenant's message channel and reminder opt-out beneath (issue 35). */
export default function TenantEdit() {
  const translate = useTranslate();
  const { id = '' } = useParams();
  const { menuUser } = useCurrentUser();
  const title = translate('tenantUsers.form.edit_title');
  const mayReadMessages = hasPermission(menuUser.permissions, 'View Message');
  return (
    <>
      <Edit title={title} resource="tenant-users" mutationMode="pessimistic">
        <TenantForm />
      </Edit>
      {id && mayReadMessages ? (
        <Box sx={{ mt: 2 }}>
          <MessagePreferenceCard tenantId={id} />
        </Box>
      ) : null}
    </>
  );
}
