// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { afterEach, describe, expect, it } from 'vitest';
import {
  fromKuwaitWallClock,
  KuwaitDateTimePicker,
  toKuwaitWallClock,
} from '../../src/inputs/KuwaitDateTimePicker';

afterEach(cleanup);

describe('Kuwait wall clock', () => {
  it('reads an instant as Kuwait’s time (UTC+3) and writes it back with its offset', () => {
    expect(toKuwaitWallClock('2026-11-03T21:30:00.000Z')).toBe('2026-11-04T00:30');
    expect(fromKuwaitWallClock('2026-11-04T00:30')).toBe('2026-11-04T00:30:00+03:00');
    expect(Date.parse(fromKuwaitWallClock('2026-11-04T00:30')!)).toBe(Date.parse('2026-11-03T21:30:00Z'));
  });

  it('keeps "no deadline" as empty both ways', () => {
    expect(toKuwaitWallClock(null)).toBe('');
    expect(fromKuwaitWallClock('')).toBeNull();
  });
});

describe('KuwaitDateTimePicker', () => {
  it('shows the value DD-MM-YYYY HH:mm on a 24-hour clock', () => {
    render(
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <KuwaitDateTimePicker label="Deadline (Kuwait time)" value="2026-11-04T18:05" onChange={() => {}} />
      </LocalizationProvider>,
    );
    const field = screen.getByRole('group', { name: 'Deadline (Kuwait time)' });
    expect(field.textContent?.replace(/[^0-9: -]/g, '')).toContain('04-11-2026 18:05');
  });
});
