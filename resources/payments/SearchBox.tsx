import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

interface SearchBoxProps {
  placeholder: string;
  /** Called with the typed text when Enter is pressed (not on each key). */
  onSearch: (q: string) => void;
  /** The search already applied (from the address), shown when the list opens. */
  initial?: string;
}

/** A search box that runs on Enter (spec section 2). */
export function SearchBox({ placeholder, onSearch, initial = '' }: SearchBoxProps) {
  // The search the list shows (kept in the address), so a reload shows what was searched.
  const [text, setText] = useState(initial);
  return (
    <TextField
      size="small"
      type="search"
      placeholder={placeholder}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          onSearch(text.trim());
        }
      }}
      slotProps={{
        htmlInput: { 'aria-label': placeholder, enterKeyHint: 'search' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
      sx={{ width: { xs: '100%', sm: 260 } }}
    />
  );
}
