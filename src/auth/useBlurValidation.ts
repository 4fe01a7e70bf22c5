import { useCallback, useEffect, useRef, useState } from 'react';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** What a form's check answers: the parsed data when every field is valid, and a message per bad field. */
export interface CheckResult<K extends string, T> {
  data?: T;
  errors: FieldErrors<K>;
}

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** The first message per top-level field of a zod error (structurally typed: no zod import needed). */
export function firstMessages<K extends string>(
  error: { issues: readonly Issue[] } | undefined,
): FieldErrors<K> {
  const errors: Record<string, string> = {};
  for (const issue of error?.issues ?? []) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in errors)) errors[field] = issue.message;
  }
  return errors as FieldErrors<K>;
}

/**
 * Form state validated on blur (spec section 5): a field's message appears when the field loses
 * focus (or on submit) and disappears as soon as an edit makes the field valid; typing never
 * adds a message. Every blur re-checks all fields already visited, so leaving the password field
 * updates the confirmation's "do not match". Messages from the server (a taken email) are kept
 * apart and cleared when their field is edited. Pass `initial` as a constant: reset() returns to it.
 */
export function useBlurValidation<K extends string, T>(
  initial: Record<K, string>,
  check: (values: Record<K, string>) => CheckResult<K, T>,
) {
  const [values, setValues] = useState(initial);
  const valuesRef = useRef(initial);
  const [clientErrors, setClientErrors] = useState<FieldErrors<K>>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors<K>>({});
  const touched = useRef(new Set<K>());

  const commit = (next: Record<K, string>) => {
    valuesRef.current = next;
    setValues(next);
  };

  const change = (field: K, value: string) => {
    const next = { ...valuesRef.current, [field]: value };
    commit(next);
    const stillWrong = check(next).errors[field];
    setClientErrors((current) => (current[field] && !stillWrong ? without(current, field) : current));
    setServerErrors((current) => (current[field] ? without(current, field) : current));
  };

  // Is a mouse button or finger down? A field loses focus on the press, before the click: a
  // message shown right then pushes what is below it down, and the release lands beside the
  // link or button that was pressed, so the click is lost (leaving an autofocused field for the
  // "Sign in" link did nothing). During a press the messages wait for the release.
  const pressing = useRef(false);
  useEffect(() => {
    const down = () => (pressing.current = true);
    const up = () => (pressing.current = false);
    window.addEventListener('pointerdown', down, true);
    window.addEventListener('pointerup', up, true);
    window.addEventListener('pointercancel', up, true);
    return () => {
      window.removeEventListener('pointerdown', down, true);
      window.removeEventListener('pointerup', up, true);
      window.removeEventListener('pointercancel', up, true);
    };
  }, []);

  /** The messages of every visited field, for the values as they are now. */
  const showTouched = () => {
    const found = check(valuesRef.current).errors;
    const shown: FieldErrors<K> = {};
    for (const key of touched.current) if (found[key]) shown[key] = found[key];
    setClientErrors(shown);
  };

  /** `normalise` rewrites the value first (the phone keeps only its 8 digits). */
  const blur = (field: K, normalise?: (value: string) => string) => {
    const current = valuesRef.current;
    if (normalise) {
      const value = normalise(current[field]);
      if (value !== current[field]) commit({ ...current, [field]: value });
    }
    touched.current.add(field);
    if (!pressing.current) {
      showTouched();
      return;
    }
    // After the release and the click it completes (dispatched in the same task as the release).
    const release = () => {
      window.removeEventListener('pointerup', release, true);
      window.removeEventListener('pointercancel', release, true);
      setTimeout(showTouched, 0);
    };
    window.addEventListener('pointerup', release, true);
    window.addEventListener('pointercancel', release, true);
  };

  /** On submit: every field is checked; the data comes back only when all are valid. */
  const validateAll = (): T | undefined => {
    const result = check(valuesRef.current);
    for (const key of Object.keys(valuesRef.current) as K[]) touched.current.add(key);
    setClientErrors(result.errors);
    return Object.keys(result.errors).length === 0 ? result.data : undefined;
  };

  const reset = useCallback(() => {
    touched.current.clear();
    valuesRef.current = initial;
    setValues(initial);
    setClientErrors({});
    setServerErrors({});
  }, [initial]);

  const errors: FieldErrors<K> = { ...serverErrors, ...clientErrors };
  return { values, errors, change, blur, validateAll, reset, setServerErrors };
}

function without<K extends string>(errors: FieldErrors<K>, field: K): FieldErrors<K> {
  const copy = { ...errors };
  delete copy[field];
  return copy;
}
