import { Create, FileField, FileInput, SelectInput, SimpleForm, TextInput, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { DOCUMENT_ACCEPT } from '../../domain/documents';
import {
  MAX_SUPPORT_FILES,
  SUPPORT_CATEGORIES,
  SUPPORT_CATEGORY_LABELS,
  SUPPORT_MESSAGES,
  supportTicketCreateSchema,
} from '../../domain/supportTickets';
import { MaintenanceCreate } from '../reported-tickets/MaintenanceCreate';
import { payloadForm } from '../../src/api/payloadForm';
import { useSupportSide } from './supportApi';

interface TicketForm {
  subject?: string;
  category?: string;
  description?: string;
  files?: { rawFile?: File }[];
}

const categoryChoices = SUPPORT_CATEGORIES.map((id) => ({ id, name: SUPPORT_CATEGORY_LABELS[id] }));

/** The same rules and messages as the API (domain/supportTickets.ts), shown beside each field. */
function validate(values: TicketForm): Record<string, string> {
  const errors: Record<string, string> = {};
  const result = supportTicketCreateSchema.safeParse(values);
  if (!result.success)
    for (const issue of result.error.issues) errors[String(issue.path[0] ?? 'subject')] ??= issue.message;
  if ((values.files?.length ?? 0) > MAX_SUPPORT_FILES) errors.files = SUPPORT_MESSAGES.tooManyFiles;
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
  const navigate = useNavigate();
  return (
    <Create
      resource="support-tickets"
      title="New support ticket"
      transform={toPayload}
      mutationOptions={{
        onSuccess: (data: { id: string }) => {
          notify(SUPPORT_MESSAGES.created, { type: 'success' });
          navigate(`/admin-panel/support-tickets/detail/${data.id}`);
        },
      }}
    >
      <SimpleForm validate={validate} sx={{ maxWidth: 720 }}>
        <TextInput source="subject" label="Subject" fullWidth isRequired />
        <SelectInput source="category" label="Category" choices={categoryChoices} isRequired />
        <TextInput source="description" label="Description" multiline minRows={4} fullWidth isRequired />
        <FileInput
          source="files"
          label="Attachments"
          multiple
          accept={{ 'application/octet-stream': DOCUMENT_ACCEPT.split(',') }}
          helperText={`Up to ${MAX_SUPPORT_FILES} images, PDF, Word or Excel files, 10 MB each.`}
        >
          <FileField source="src" title="title" />
        </FileInput>
      </SimpleForm>
    </Create>
  );
}
