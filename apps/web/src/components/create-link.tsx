import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

type TProps = {
  /** The page that creates the thing. */
  to: string;
  testId?: string;
  children: ReactNode;
};

/** A list's main "create" action: a filled button with a plus that opens the create page. */
export function CreateLink({ to, testId, children }: TProps) {
  return (
    <Button component={RouterLink} to={to} variant="contained" startIcon={<AddIcon />} data-testid={testId}>
      {children}
    </Button>
  );
}
