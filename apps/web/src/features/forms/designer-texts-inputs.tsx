import type { TLocalizedText } from '@hse/contracts/common';
import { LANGUAGES, type TLanguage } from '@hse/contracts/constants';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';

type TTextsProps = {
  text: TLocalizedText;
  label: (language: string) => string;
  onChange: (language: TLanguage, text: string) => void;
  multiline?: boolean;
  /** Each input's width in the grid; a third of a wide row by default. */
  size?: { xs: number; md: number };
};

/** A text in ru, kk and en, side by side where there is room. */
export function TextsInputs({ text, label, onChange, multiline, size = { xs: 12, md: 4 } }: TTextsProps) {
  return LANGUAGES.map((language) => (
    <Grid key={language} size={size}>
      <TextField
        fullWidth
        size="small"
        multiline={multiline}
        label={label(language)}
        value={text[language]}
        onChange={(event) => onChange(language, event.target.value)}
      />
    </Grid>
  ));
}
