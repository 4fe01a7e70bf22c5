import { Create, useNotify, useRedirect, useTranslate } from 'react-admin';
import { ManagerForm, toManagerCreate } from './ManagerForm';

/**
 * property-managers/add: the manager is created 'invited' and mailed a link to set its password.
 * The server's refusals (a taken email: 409; another landlord's property: 422) show as the red toast.
 */
export default function ManagerCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  const title = translate('propertyManagers.form.create_title');
  return (
    <Create
      title={title}
      transform={toManagerCreate}
      record={{ firstName: '', lastName: '', email: '', phone: '', propertyIds: [] }}
      mutationOptions={{
        onSuccess: (data) => {
          notify('managers.invited', {
            type: 'success',
            messageArgs: { email: String(data.email) },
          });
          redirect('list', 'property-managers');
        },
      }}
    >
      <ManagerForm mode="add" />
    </Create>
  );
}
