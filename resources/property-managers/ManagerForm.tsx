import type { ReactElement } from 'react';
import { SelectArrayInput, SimpleForm, TextInput, useGetList, useTranslate } from 'react-admin';
import { localizedText } from '../../domain/displayLocale';
import { localMessage } from '../../src/i18n/localMessage';
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
    errors[String(issue.path[0] ?? 'firstName')] ??= localMessage(issue.message);
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
  const translate = useTranslate();
  const { data, isPending, error } = useGetList<{ id: string; name: string; nameAr?: string }>('properties', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
  });
  const help = translate(
    error ? 'propertyManagers.form.properties_failed' : 'propertyManagers.form.properties_help',
  );
  return (
    <SelectArrayInput
      source="propertyIds"
      choices={data ?? []}
      // Each property by its name in the reader's language (issue 22 item 5).
      optionText={(p: { name: string; nameAr?: string }) => localizedText(p.name, p.nameAr)}
      translateChoice={false}
      isPending={isPending}
      fullWidth
      helperText={help}
    />
  );
}

export interface ManagerFormProps {
  mode: 'add' | 'edit';
  toolbar?: ReactElement | false;
}

/** Name, email (fixed once invited: it is the login), phone and properties. */
export function ManagerForm({ mode, toolbar }: ManagerFormProps) {
  const translate = useTranslate();
  const emailHelp = translate(
    `propertyManagers.form.${mode === 'add' ? 'email_add_help' : 'email_edit_help'}`,
  );
  const phoneHelp = translate('propertyManagers.form.phone_help');
  return (
    <SimpleForm
      warnWhenUnsavedChanges
      // The app's messages only: the browser's bubbles would come first (issue 16 item 6).
      noValidate
      validate={mode === 'add' ? validateManagerCreate : validateManagerUpdate}
      toolbar={toolbar}
      sx={{ maxWidth: 560 }}
    >
      <TextInput source="firstName" fullWidth />
      <TextInput source="lastName" fullWidth />
      <TextInput source="email" type="email" fullWidth disabled={mode === 'edit'} helperText={emailHelp} />
      <TextInput source="phone" fullWidth helperText={phoneHelp} />
      <PropertiesInput />
    </SimpleForm>
  );
}
