import { useEffect, useRef, useState, type RefObject } from 'react';

/*
 * A pre-rendered auth page (src/auth/prerenderedPages.ts) shows its form before the script has
 * taken it over, and what happens to the form in that moment must not be lost:
 * - values typed in, or filled in by the browser's autofill: React keeps them on screen when it
 *   hydrates, but not in the form's state, so the form takes them in at takeover;
 * - fields left meanwhile: the form checks a field when it is left, and React saw none of those
 *   departures, so at takeover the fields left with a value (or seen left since the entry ran)
 *   are checked at once, not only when left again (a slow phone, issue 31 item 15);
 * - a submit: without JavaScript it would post the page (the server answers with the page again,
 *   server/http/prerenderedPages.ts); with the script loaded it is held, and made again once the
 *   form has taken in its values.
 */

/** The pre-rendered forms not taken over yet, and those of them submitted meanwhile. */
const waiting = new Set<HTMLFormElement>();
const held = new Set<HTMLFormElement>();
/** Fields of those forms seen losing focus before takeover. */
const leftEarly = new WeakSet<Element>();

function noteLeft(event: FocusEvent) {
  const field = event.target;
  if (field instanceof Element && [...waiting].some((form) => form.contains(field))) leftEarly.add(field);
}

function holdSubmit(event: Event) {
  const form = event.target as HTMLFormElement;
  if (!waiting.has(form)) return;
  event.preventDefault();
  event.stopPropagation();
  held.add(form);
}

/** Called before hydrating: the forms rendered at build time wait for their takeover. */
export function holdEarlySubmits(container: HTMLElement): void {
  container.querySelectorAll('form').forEach((form) => waiting.add(form));
  if (waiting.size) {
    document.addEventListener('submit', holdSubmit, true);
    document.addEventListener('focusout', noteLeft, true);
  }
}

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What was entered in a field before takeover: a checkbox ticked or not, else its text; null if untouched. */
function enteredBefore(field: Field): string | null {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    return field.checked === field.defaultChecked ? null : field.checked ? 'on' : '';
  }
  return field.value === '' ? null : field.value;
}

/**
 * Was the field left before takeover? Seen losing focus, or holding a value while the focus is
 * elsewhere (typed or autofilled before the entry script could see anything). The field the
 * visitor is in now is not left.
 */
function leftBefore(field: Field, entered: string | null): boolean {
  if (field === document.activeElement) return false;
  return leftEarly.has(field) || entered !== null;
}

/**
 * The takeover of a pre-rendered form: `take(name, value)` gets each named field's value entered
 * before it ('on' or '' for a checkbox), `left(name)` (when given) each field left before it, after
 * all the values are taken, so its check sees them; then a submit held meanwhile is made again
 * (after the render that holds those values, so the submit handler sees them). Nothing happens
 * for a form the browser rendered itself.
 */
export function useFormTakeover(
  formRef: RefObject<HTMLFormElement | null>,
  take: (name: string, value: string) => void,
  left?: (name: string) => void,
): void {
  // Called once, at takeover: the first render's `take` (state setters) is the one wanted.
  const takeRef = useRef(take);
  const leftRef = useRef(left);
  const [takenOver, setTakenOver] = useState(false);

  useEffect(() => {
    const form = formRef.current;
    if (!form || !waiting.has(form)) return;
    const fields = [...form.querySelectorAll<Field>('input[name], select[name], textarea[name]')];
    const entered = fields.map(enteredBefore);
    fields.forEach((field, i) => {
      const value = entered[i] ?? null;
      if (value !== null) takeRef.current(field.name, value);
    });
    const leave = leftRef.current;
    if (leave) fields.forEach((field, i) => leftBefore(field, entered[i] ?? null) && leave(field.name));
    // The field the page's autofocus (or the visitor) focused before takeover: React did not see
    // that focus, so MUI would draw it unfocused (its label inside the box) until the next one.
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && form.contains(focused)) {
      focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    }
    setTakenOver(true);
  }, [formRef]);

  useEffect(() => {
    const form = formRef.current;
    if (!takenOver || !form) return;
    waiting.delete(form);
    if (!waiting.size) {
      document.removeEventListener('submit', holdSubmit, true);
      document.removeEventListener('focusout', noteLeft, true);
    }
    if (held.delete(form)) form.requestSubmit();
  }, [formRef, takenOver]);
}
