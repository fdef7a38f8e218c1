import ArrowDownIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { DesignerProblems, problemsUnder } from './designer-problems';
import { FORM_SCREENS_NS } from './texts';

type TMoveRemoveProps = {
  /** What the buttons act on, as the reader names it: «Раздел «Персонал»». */
  name: string;
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => void;
  onRemove?: () => void;
};

/** Up, down and remove, each named with what it moves: no dragging, every step by keyboard. */
export function MoveRemove({ name, first, last, onMove, onRemove }: TMoveRemoveProps) {
  const { t } = useTranslation(FORM_SCREENS_NS);
  return (
    <Stack direction="row" sx={{ flexShrink: 0 }}>
      <Tooltip title={t('designer.move_up')}>
        <span>
          <IconButton
            aria-label={`${t('designer.move_up')}: ${name}`}
            disabled={first}
            onClick={() => onMove(-1)}
          >
            <ArrowUpIcon />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={t('designer.move_down')}>
        <span>
          <IconButton
            aria-label={`${t('designer.move_down')}: ${name}`}
            disabled={last}
            onClick={() => onMove(1)}
          >
            <ArrowDownIcon />
          </IconButton>
        </span>
      </Tooltip>
      {onRemove && (
        <Tooltip title={t('designer.remove')}>
          <IconButton aria-label={`${t('designer.remove')}: ${name}`} color="error" onClick={onRemove}>
            <DeleteIcon />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );
}

/**
 * The problems of one place, shown inside it (the checks of the browser and the server's answer):
 * the error next to what is wrong, not only in the list at the end.
 */
export function PlaceProblems({ at, skip }: { at: string; skip?: readonly string[] }) {
  const problems = problemsUnder(useContext(DesignerProblems), at, skip);
  if (problems.length === 0) return null;
  return (
    <Box
      component="ul"
      data-testid={`designer-problems-${at}`}
      sx={{ color: 'error.main', m: 0, mt: 1, pl: 3, typography: 'body2' }}
    >
      {problems.map((problem) => (
        <li key={problem}>{problem}</li>
      ))}
    </Box>
  );
}
