import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** What a save's refusal shows: the server's text, and whether a newer version exists (409). */
export type TServerError = { text: string; conflict: boolean };

type TProps = {
  error: TServerError | null;
  /** Loads the latest version after a conflict; without it no button is offered. */
  onReload?: () => void;
  /** Already translated. */
  reloadLabel: string;
  testId?: string;
};

/** Above a form: what the server refused; the typed values stay in the form below it. */
export function ServerErrorAlert({ error, onReload, reloadLabel, testId }: TProps) {
  if (!error) return null;
  return (
    <Alert
      severity="error"
      data-testid={testId}
      action={
        error.conflict && onReload ? (
          <Button color="inherit" size="small" onClick={onReload}>
            {reloadLabel}
          </Button>
        ) : undefined
      }
    >
      {error.text}
    </Alert>
  );
}
