import type { ReactElement } from 'react';
import { SelectArrayInput, SimpleForm, TextInput, useGetList } from 'react-admin';
import {
  managerCreateSchema,
  managerUpdateSchema,
  type ManagerCreateInput,
  type ManagerRecord,
  type ManagerUpdateInput,
} from '../../domain/managerSchemas';

type ManagerFormValues = Partial<ManagerRecord>;

/** The form's errors by field, from the very schema the server validates with. */
function errorsOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? [])
    errors[String(issue.path[0] ?? 'firstName')] ??= issue.message;
  return errors;
}

export const validateManagerCreate = (values: ManagerFormValues) =>
  errorsOf(managerCreateSchema.safeParse(toManagerCreate(values)));
export const validateManagerUpdate = (values: ManagerFormValues) =>
  errorsOf(managerUpdateSchema.safeParse(toManagerUpdate(values)));

/** Only what the API takes: id, status and dates stay behind. */
export const toManagerCreate = (data: ManagerFormValues): ManagerCreateInput => ({
  firstName: data.firstName ?? '',
  lastName: data.lastName ?? '',
  email: data.email ?? '',
  phone: data.phone ?? '',
  propertyIds: data.propertyIds ?? [],
});

/** The edit screen changes names, phone and properties; status has its own buttons on the list. */
export const toManagerUpdate = (data: ManagerFormValues): ManagerUpdateInput => ({
  firstName: data.firstName ?? '',
  lastName: data.lastName ?? '',
  phone: data.phone ?? '',
  propertyIds: data.propertyIds ?? [],
});

/**
 * The landlord's properties to limit the manager to (GET /api/properties/list?pageSize=100, the
 * API's largest page). None chosen: the manager acts on every property.
 */
function PropertiesInput() {
  const { data, isPending, error } = useGetList<{ id: string; name: string }>('properties', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
  });
  return (
    <SelectArrayInput
      source="propertyIds"
      label="Properties"
      choices={data ?? []}
      optionText="name"
      isPending={isPending}
      fullWidth
      helperText={
        error
          ? 'The properties could not be loaded. Try again later.'
          : 'Leave empty to let the manager act on every property.'
      }
    />
  );
}

export interface ManagerFormProps {
  mode: 'add' | 'edit';
  toolbar?: ReactElement | false;
}

/** Name, email (fixed once invited: it is the login), phone and properties. */
export function ManagerForm({ mode, toolbar }: ManagerFormProps) {
  return (
    <SimpleForm
      // The app's messages only: the browser's bubbles would come first (issue 16 item 6).
      noValidate
      validate={mode === 'add' ? validateManagerCreate : validateManagerUpdate}
      toolbar={toolbar}
      sx={{ maxWidth: 560 }}
    >
      <TextInput source="firstName" label="First name" fullWidth />
      <TextInput source="lastName" label="Last name" fullWidth />
      <TextInput
        source="email"
        label="Email"
        type="email"
        fullWidth
        disabled={mode === 'edit'}
        helperText={
          mode === 'add'
            ? 'The invitation to set a password is mailed here.'
            : 'The manager signs in with it.'
        }
      />
      <TextInput source="phone" label="Phone" fullWidth helperText="8 digits, starting with 9, 6, 5 or 4." />
      <PropertiesInput />
    </SimpleForm>
  );
}
