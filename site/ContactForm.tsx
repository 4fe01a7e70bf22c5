import { CONTACT_HONEYPOT, CONTACT_LIMITS as L, type ContactField } from '../domain/contactMessages';

export type ContactValues = Partial<Record<ContactField, string>>;
export type ContactErrors = Partial<Record<ContactField, string>>;

interface FieldSpec {
  name: ContactField;
  label: string;
  type?: string;
  autoComplete?: string;
  inputMode?: 'tel' | 'email';
  hint?: string;
  maxLength: number;
  full?: boolean;
}

const FIELDS: FieldSpec[] = [
  { name: 'name', label: 'Your name', autoComplete: 'name', maxLength: L.nameMax },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', maxLength: L.emailMax },
  {
    name: 'phone',
    label: 'Phone',
    type: 'tel',
    autoComplete: 'tel',
    inputMode: 'tel',
    hint: 'A Kuwaiti number: 8 digits starting with 9, 6, 5 or 4.',
    maxLength: 20,
  },
  { name: 'subject', label: 'Subject', maxLength: L.subjectMax },
];

/**
 * The contact form. Without JavaScript it posts to /contact-us and the server answers with the
 * thank-you page or this form again, its values kept and a message under each wrong field; with
 * JavaScript, /contact.js sends it to the API and shows the same messages without a reload.
 */
export function ContactForm({
  values = {},
  errors = {},
  notice,
}: {
  values?: ContactValues;
  errors?: ContactErrors;
  /** A message about the whole form (too many messages from this address). */
  notice?: string;
}) {
  const field = (spec: FieldSpec) => {
    const id = `contact-${spec.name}`;
    const error = errors[spec.name];
    const describedBy = [spec.hint ? `${id}-hint` : '', `${id}-error`].filter(Boolean).join(' ');
    return (
      <div className={spec.full ? 'field full' : 'field'} key={spec.name}>
        <label htmlFor={id}>{spec.label}</label>
        <input
          id={id}
          name={spec.name}
          type={spec.type ?? 'text'}
          autoComplete={spec.autoComplete}
          inputMode={spec.inputMode}
          maxLength={spec.maxLength}
          required
          defaultValue={values[spec.name] ?? ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {spec.hint ? (
          <span className="hint" id={`${id}-hint`}>
            {spec.hint}
          </span>
        ) : null}
        <span className="field-error" id={`${id}-error`}>
          {error ?? ''}
        </span>
      </div>
    );
  };
  const hasErrors = Object.keys(errors).length > 0;
  return (
    <form className="form" method="post" action="/contact-us" id="contact-form" aria-labelledby="form-title">
      <h2 id="form-title" className="field full">
        Send us a message
      </h2>
      <p className={`form-status${notice || hasErrors ? ' error' : ''}`} role="status" aria-live="polite">
        {notice ?? (hasErrors ? 'Please correct the fields marked below.' : '')}
      </p>
      {FIELDS.map(field)}
      <div className="field full">
        <label htmlFor="contact-message">Message</label>
        <textarea
          id="contact-message"
          name="message"
          maxLength={L.messageMax}
          required
          defaultValue={values.message ?? ''}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby="contact-message-error"
        />
        <span className="field-error" id="contact-message-error">
          {errors.message ?? ''}
        </span>
      </div>
      <div className="hp" aria-hidden="true">
        <label htmlFor="contact-website">Leave this field empty</label>
        <input id="contact-website" name={CONTACT_HONEYPOT} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <button className="button" type="submit">
        Send message
      </button>
    </form>
  );
}
