import type { Dayjs } from 'dayjs';
import { useRef, useState, type FocusEvent } from 'react';
import { useTranslate } from 'react-admin';

/** Why what a date field holds is not a date: some part is missing, or the date does not exist. */
export type DateProblem = 'incomplete' | 'impossible';

/** While a year is typed digit by digit the picker holds 0002, 0020, 0202…: no date field takes those. */
const MIN_YEAR = 1900;

/** A date a field may pass on: real, with a real year. */
export const isWholeDate = (date: Dayjs | null): date is Dayjs =>
  date !== null && date.isValid() && date.year() >= MIN_YEAR;

const INVISIBLE_MARKS = /[\u200e\u200f\u2066-\u2069]/g;
const ARABIC_INDIC_DIGIT = /[\u0660-\u0669]/g;

/**
 * What a field shows ('15-06-YYYY', '31-02-2026', '' when empty) read against its format
 * ('DD-MM-YYYY', 'DD-MM-YYYY HH:mm'): a part still a placeholder is incomplete, every part typed
 * but no real date (given by `whole`) is impossible.
 */
export function typedDateProblem(shown: string, format: string, whole: boolean): DateProblem | null {
  const text = shown
    .replace(INVISIBLE_MARKS, '')
    .replace(ARABIC_INDIC_DIGIT, (d) => String(d.charCodeAt(0) - 0x0660))
    .trim();
  if (text === '') return null;
  const complete = new RegExp(`^${format.replace(/YYYY/g, '\\d{4}').replace(/DD|MM|HH|mm/g, '\\d{2}')}$`);
  if (!complete.test(text)) return 'incomplete';
  return whole ? null : 'impossible';
}

interface TypedDateOptions {
  /** The field's value as its owner keeps it ('YYYY-MM-DD', …), '' for none. */
  value: string;
  /** The display format, to tell a half-typed date from an impossible one. */
  format: string;
  parse: (value: string) => Dayjs | null;
  serialize: (date: Dayjs) => string;
  /** Called with a whole date, or '' when the field is emptied; never with a half-typed one. */
  onChange: (value: string) => void;
  /** Told when the person leaves the field holding something that is not a date (with what it shows), and when that is mended. */
  onProblem?: (problem: DateProblem | null, shown: string) => void;
}

/**
 * The state behind a typed date field (MUI's DatePicker/DateTimePicker). The picker's own value,
 * half-typed or impossible ones included, is kept here and given back to it: MUI clears the
 * parts typed so far whenever the value it published is not given back (typing 15062028 at a
 * person's pace left "DD-MM-2028", the year 0002 it published on the way being refused). Only a
 * whole date is passed on; what is left incomplete or impossible is refused with a message on leaving.
 */
export function useTypedDate({ value, format, parse, serialize, onChange, onProblem }: TypedDateOptions) {
  const translate = useTranslate();
  const [state, setState] = useState(() => ({
    outside: value,
    draft: parse(value),
    problem: null as DateProblem | null,
  }));
  let current = state;
  if (value !== state.outside) {
    // The owner changed the value: keep the draft if it stands for it (or for "none", half typed).
    const standsFor = isWholeDate(state.draft) ? serialize(state.draft) : '';
    current =
      standsFor === value
        ? { ...state, outside: value }
        : { outside: value, draft: parse(value), problem: null };
    setState(current);
  }
  const inputRef = useRef<HTMLInputElement>(null);

  const handleChange = (next: Dayjs | null) => {
    const passed = next === null || isWholeDate(next);
    const serialized = next === null ? '' : isWholeDate(next) ? serialize(next) : current.outside;
    setState((s) => ({
      outside: serialized,
      draft: next,
      problem: passed ? null : s.problem,
    }));
    if (passed) {
      if (current.problem) onProblem?.(null, '');
      onChange(serialized);
    }
  };

  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    // Moving between the day, month and year parts is not leaving the field.
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    const shown = inputRef.current?.value ?? '';
    const problem = typedDateProblem(shown, format, isWholeDate(current.draft));
    if (problem === current.problem) return;
    setState((s) => ({ ...s, problem }));
    onProblem?.(problem, shown);
  };

  return {
    /** The value to give the picker: its own draft. */
    pickerValue: current.draft,
    handleChange,
    handleBlur,
    /** For the field's hidden input, which holds what it shows. */
    inputRef,
    problem: current.problem,
    /** The message for the problem, in the reader's language. */
    problemText: current.problem ? translate(`dates.${current.problem}`) : undefined,
  };
}
