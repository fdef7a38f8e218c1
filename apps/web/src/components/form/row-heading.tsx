import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

type TProps = {
  /** Already translated, e.g. "Victim 2". */
  title: string;
  /** Already translated; the button's accessible name adds the row's title to it. */
  removeLabel: string;
  onRemove: () => void;
};

/** The heading of one repeating row of a form: its title and a button that removes the row. */
export function RowHeading({ title, removeLabel, onRemove }: TProps) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      <Tooltip title={removeLabel}>
        <IconButton aria-label={`${removeLabel}: ${title}`} color="error" onClick={onRemove}>
          <DeleteIcon />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
