import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';

const DEBOUNCE_MS = 400;

type TProps = { value: string; onChange: (value: string) => void; label: string };

/** Typing stays local; the list (and the address) follow once the user pauses. */
export function SearchBox({ value, onChange, label }: TProps) {
  const [text, setText] = useState(value);

  // Back/forward navigation changes the address under the box.
  useEffect(() => setText(value), [value]);

  useEffect(() => {
    const next = text.trim();
    if (next === value) return;
    const timer = setTimeout(() => onChange(next), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);

  return (
    <TextField
      size="small"
      type="search"
      label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      slotProps={{
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
