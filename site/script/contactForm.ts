import {
  CONTACT_FIELDS,
  contactFieldErrors,
  contactMessagesIn,
  contactWaitText,
  isHoneypotFilled,
  type ContactErrors,
  type ContactField,
} from '../../domain/contactMessages';

/*
 * The contact page's only script (built to /contact.js, no framework): the form works without it
 * (a plain post to /contact-us); with it, the same schema checks the fields in the page, and the
 * message goes to the JSON API, so the answer shows without a reload. On the Arabic page
 * (<html lang="ar">) every message is the Arabic one: the API's English answers are only read
 * for which field failed and how long to wait.
 */

const API = '/api/contact-messages/create';
const LOCALE = document.documentElement.lang === 'ar' ? 'ar' : 'en';
const M = contactMessagesIn(LOCALE);
const INVALID = M.invalid;

interface Answer {
  message?: string;
  retryAfterSeconds?: number;
  detail?: { loc?: (string | number)[]; msg?: string }[] | null;
}

/** A refusal's message about the whole form, in the page's language. */
function answerMessage(status: number, answer: Answer): string {
  if (LOCALE === 'en') return answer.message ?? M.failed;
  if (status === 429 && answer.retryAfterSeconds)
    return M.tooMany(contactWaitText(answer.retryAfterSeconds, LOCALE));
  return M.failed;
}

function enhance(form: HTMLFormElement) {
  const status = form.querySelector<HTMLElement>('.form-status')!;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const valuesOf = () => Object.fromEntries(new FormData(form)) as Record<string, string>;
  form.noValidate = true;

  const say = (text: string, kind: 'error' | 'success' | '') => {
    status.textContent = text;
    status.className = `form-status${kind ? ` ${kind}` : ''}`;
  };
  const show = (errors: ContactErrors) => {
    for (const name of CONTACT_FIELDS) {
      const input = form.elements.namedItem(name) as HTMLInputElement;
      const message = errors[name] ?? '';
      document.getElementById(`contact-${name}-error`)!.textContent = message;
      if (message) input.setAttribute('aria-invalid', 'true');
      else input.removeAttribute('aria-invalid');
    }
    const first = CONTACT_FIELDS.find((name) => errors[name]);
    if (first) (form.elements.namedItem(first) as HTMLElement).focus();
    return !!first;
  };

  // A field marked wrong is checked again as it is typed in, so its message goes once it is right
  // (not on leaving it: the form would shrink under the pointer on its way to the Send button).
  form.addEventListener('input', (event) => {
    const input = event.target as HTMLInputElement;
    if (input.getAttribute('aria-invalid') !== 'true') return;
    const message = contactFieldErrors(valuesOf(), LOCALE)[input.name as ContactField] ?? '';
    document.getElementById(`contact-${input.name}-error`)!.textContent = message;
    if (!message) input.removeAttribute('aria-invalid');
  });

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const values = valuesOf();
    if (!isHoneypotFilled(values) && show(contactFieldErrors(values, LOCALE))) return say(INVALID, 'error');
    button.disabled = true;
    say(M.sending, '');
    try {
      const res = await fetch(API, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(values),
      });
      const answer = (await res.json().catch(() => ({}))) as Answer;
      if (res.ok) {
        form.reset();
        show({});
        return say(LOCALE === 'en' ? (answer.message ?? M.sent) : M.sent, 'success');
      }
      const errors: ContactErrors = {};
      for (const issue of answer.detail ?? []) {
        const name = issue.loc?.[1] as ContactField;
        if (CONTACT_FIELDS.includes(name) && !errors[name])
          errors[name] = LOCALE === 'en' ? (issue.msg ?? '') : M[name];
      }
      say(show(errors) ? INVALID : answerMessage(res.status, answer), 'error');
    } catch {
      say(M.failed, 'error');
    } finally {
      button.disabled = false;
    }
  });
}

const form = document.getElementById('contact-form');
if (form instanceof HTMLFormElement) enhance(form);
