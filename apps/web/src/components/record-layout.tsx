import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { AttachmentsPanel } from './attachments-panel';
import { CommentsPanel } from './comments-panel';

type TProps = {
  /** The record's resource path, which its files and comments hang from. */
  base: string;
  canEdit: boolean;
  /** The record itself: its details, or its editor. */
  children: ReactNode;
  /** Beside it on a wide screen, below it on a narrow one: its history, linked records. */
  side: ReactNode;
  /** Right below the record, before its files: what is being done about it (follow-up tasks). */
  below?: ReactNode;
  /** The files and comments panels; every record type has them unless its manifest says not. */
  files?: boolean;
  comments?: boolean;
};

/** A record's screen: the record, then its files and comments; its history beside them. */
export function RecordLayout({
  base,
  canEdit,
  children,
  side,
  below,
  files = true,
  comments = true,
}: TProps) {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, lg: 8 }}>
        <Stack spacing={2}>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            {children}
          </Paper>
          {below}
          {files && <AttachmentsPanel base={base} canEdit={canEdit} />}
          {comments && <CommentsPanel base={base} />}
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, lg: 4 }}>
        <Stack spacing={2}>{side}</Stack>
      </Grid>
    </Grid>
  );
}
