import {
  Create,
  FileField,
  FileInput,
  SelectInput,
  SimpleForm,
  TextInput,
  useNotify,
  useTranslate,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { DOCUMENT_ACCEPT } from '../../domain/documents';
import {
  MAX_SUPPORT_FILES,
  SUPPORT_CATEGORIES,
  SUPPORT_MESSAGES,
  supportTicketCreateSchema,
} from '../../domain/supportTickets';
import { MaintenanceCreate } from '../reported-tickets/MaintenanceCreate';
import { payloadForm } from '../../src/api/payloadForm';
import { useSupportSide } from './supportApi';
import { sharedMessageKey } from '../../src/i18n/sharedMessageKey';

/** The field of an attachment that holds its name (a source path, not a text). */
const FILE_NAME_SOURCE = 'title';

interface TicketForm {
  subject?: string;
  category?: string;
  description?: string;
  files?: { rawFile?: File }[];
}

// SelectInput translates a choice's name: these are catalogue keys.
const categoryChoices = SUPPORT_CATEGORIES.map((id) => ({ id, name: `supportTickets.category.${id}` }));

/** A SUPPORT_MESSAGES text as its catalogue key (react-admin translates a validation message). */
const messageKey = (message: string) => {
  const key = Object.keys(SUPPORT_MESSAGES).find(
    (k) => SUPPORT_MESSAGES[k as keyof typeof SUPPORT_MESSAGES] === message,
  );
  return key ? sharedMessageKey(`supportTickets.messages.${key}`, message) : message;
};

/** The same rules and messages as the API (domain/supportTickets.ts), shown beside each field. */
function validate(values: TicketForm): Record<string, string> {
  const errors: Record<string, string> = {};
  const result = supportTicketCreateSchema.safeParse(values);
  if (!result.success)
    for (const issue of result.error.issues)
      errors[String(issue.path[0] ?? 'subject')] ??= messageKey(issue.message);
  if ((values.files?.length ?? 0) > MAX_SUPPORT_FILES)
    errors.files = messageKey(SUPPORT_MESSAGES.tooManyFiles);
  return errors;
}

const toPayload = (data: TicketForm) =>
  payloadForm(
    { subject: data.subject, category: data.category, description: data.description },
    (data.files ?? []).flatMap((f) => (f.rawFile ? [f.rawFile] : [])),
  );

/** support-tickets/add: a landlord or manager asks the platform (the ticket opens on success); a tenant reports a maintenance problem. */
export default function SupportTicketCreate() {
  const { side } = useSupportSide();
  return side === 'tenant' ? <MaintenanceCreate /> : <SupportTicketForm />;
}

function SupportTicketForm() {
  const notify = useNotify();
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Create
      resource="support-tickets"
      title={translate('supportTickets.create.title')}
      transform={toPayload}
      mutationOptions={{
        onSuccess: (data: { id: string }) => {
          notify('support.created', { type: 'success' });
          navigate(`/admin-panel/support-tickets/detail/${data.id}`);
        },
      }}
    >
      <SimpleForm warnWhenUnsavedChanges validate={validate} sx={{ maxWidth: 720 }}>
        <TextInput source="subject" fullWidth isRequired />
        <SelectInput source="category" choices={categoryChoices} isRequired />
        <TextInput source="description" multiline minRows={4} fullWidth isRequired />
        <FileInput
          source="files"
          multiple
          accept={{ 'application/octet-stream': DOCUMENT_ACCEPT.split(',') }}
          helperText={translate('supportTickets.create.files_help', { n: MAX_SUPPORT_FILES })}
        >
          <FileField source="src" title={FILE_NAME_SOURCE} />
        </FileInput>
      </SimpleForm>
    </Create>
  );
}
