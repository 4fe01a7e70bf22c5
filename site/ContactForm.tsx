import {
  CONTACT_HONEYPOT,
  CONTACT_LIMITS as L,
  contactMessagesIn,
  type ContactField,
} from '../domain/contactMessages';
import type { SiteMessages } from './i18n/siteI18n';
import { useSite } from './renderSitePage';

export type ContactValues = Partial<Record<ContactField, string>>;
export type ContactErrors = Partial<Record<ContactField, string>>;

type FormTexts = SiteMessages['contact']['form'];

interface FieldSpec {
  name: ContactField;
  label: keyof FormTexts;
  type?: string;
  autoComplete?: string;
  inputMode?: 'tel' | 'email';
  hint?: keyof FormTexts;
  maxLength: number;
  full?: boolean;
}

const FIELDS: FieldSpec[] = [
  { name: 'name', label: 'name', autoComplete: 'name', maxLength: L.nameMax },
  { name: 'email', label: 'email', type: 'email', autoComplete: 'email', maxLength: L.emailMax },
  {
    name: 'phone',
    label: 'phone',
    type: 'tel',
    autoComplete: 'tel',
    inputMode: 'tel',
    hint: 'phoneHint',
    maxLength: 20,
  },
  { name: 'subject', label: 'subject', maxLength: L.subjectMax },
];

/**
 * The contact form. Without JavaScript it posts to /contact-us (/ar/contact-us in Arabic, whose
 * messages are Arabic) and the server answers with the
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
  const { t, href, locale } = useSite();
  const f = t.contact.form;
  const field = (spec: FieldSpec) => {
    const id = `contact-${spec.name}`;
    const error = errors[spec.name];
    const describedBy = [spec.hint ? `${id}-hint` : '', `${id}-error`].filter(Boolean).join(' ');
    return (
      <div className={spec.full ? 'field full' : 'field'} key={spec.name}>
        <label htmlFor={id}>{f[spec.label]}</label>
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
            {f[spec.hint]}
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
    <form
      className="form"
      method="post"
      action={href('/contact-us')}
      id="contact-form"
      aria-labelledby="form-title"
    >
      <h2 id="form-title" className="field full">
        {f.title}
      </h2>
      <p className={`form-status${notice || hasErrors ? ' error' : ''}`} role="status" aria-live="polite">
        {notice ?? (hasErrors ? contactMessagesIn(locale).invalid : '')}
      </p>
      {FIELDS.map(field)}
      <div className="field full">
        <label htmlFor="contact-message">{f.message}</label>
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
        <label htmlFor="contact-website">{f.honeypot}</label>
        <input id="contact-website" name={CONTACT_HONEYPOT} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <button className="button" type="submit">
        {f.send}
      </button>
    </form>
  );
}
