import { useEffect, useRef, useState, type RefObject } from 'react';

/*
 * A pre-rendered auth page (src/auth/prerenderedPages.ts) shows its form before the script has
 * taken it over, and what happens to the form in that moment must not be lost:
 * - values typed in, or filled in by the browser's autofill: React keeps them on screen when it
 *   hydrates, but not in the form's state, so the form takes them in at takeover;
 * - a submit: without JavaScript it would post the page (the server answers with the page again,
 *   server/http/prerenderedPages.ts); with the script loaded it is held, and made again once the
 *   form has taken in its values.
 */

/** The pre-rendered forms not taken over yet, and those of them submitted meanwhile. */
const waiting = new Set<HTMLFormElement>();
const held = new Set<HTMLFormElement>();

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
  if (waiting.size) document.addEventListener('submit', holdSubmit, true);
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
 * The takeover of a pre-rendered form: `take(name, value)` gets each named field's value entered
 * before it ('on' or '' for a checkbox), then a submit held meanwhile is made again (after the
 * render that holds those values, so the submit handler sees them). Nothing happens for a form
 * the browser rendered itself.
 */
export function useFormTakeover(
  formRef: RefObject<HTMLFormElement | null>,
  take: (name: string, value: string) => void,
): void {
  // Called once, at takeover: the first render's `take` (state setters) is the one wanted.
  const takeRef = useRef(take);
  const [takenOver, setTakenOver] = useState(false);

  useEffect(() => {
    const form = formRef.current;
    if (!form || !waiting.has(form)) return;
    for (const field of form.querySelectorAll<Field>('input[name], select[name], textarea[name]')) {
      const value = enteredBefore(field);
      if (value !== null) takeRef.current(field.name, value);
    }
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
    if (!waiting.size) document.removeEventListener('submit', holdSubmit, true);
    if (held.delete(form)) form.requestSubmit();
  }, [formRef, takenOver]);
}
