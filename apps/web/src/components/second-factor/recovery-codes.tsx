import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

type TProps = { codes: readonly string[]; onDone: () => void; doneLabel: string };

/** The ten recovery codes, shown once: the server keeps only their hashes. */
export function RecoveryCodes({ codes, onDone, doneLabel }: TProps) {
  const { t } = useTranslation('second_factor');
  return (
    <Stack spacing={2} data-testid="mfa-recovery">
      <Alert severity="warning">{t('recovery.save')}</Alert>
      <Box
        component="ol"
        aria-label={t('recovery.title')}
        sx={{ fontFamily: 'monospace', fontSize: 16, columns: { xs: 1, sm: 2 }, m: 0, pl: 4 }}
      >
        {codes.map((code) => (
          <li key={code} data-testid="mfa-recovery-code">
            {code}
          </li>
        ))}
      </Box>
      <Stack direction="row">
        <Button variant="contained" onClick={onDone} data-testid="mfa-recovery-done">
          {doneLabel}
        </Button>
      </Stack>
    </Stack>
  );
}
