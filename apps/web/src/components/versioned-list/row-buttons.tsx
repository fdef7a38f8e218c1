import ArrowDownIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

type TProps = {
  /** The row's name in the buttons' accessible names: "question 1.2". */
  item: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
  /** The last row of a list that needs one cannot be removed. */
  min: number;
  /** The screen's texts: `move_up`, `move_down`, `remove` with `{item}`. */
  t: (key: string, options?: Record<string, unknown>) => string;
};

/** Move a row up or down, or remove it. */
export function RowButtons({ item, index, count, onMove, onRemove, min, t }: TProps) {
  const buttons = [
    {
      key: 'up',
      label: t('move_up', { item }),
      icon: <ArrowUpIcon />,
      disabled: index === 0,
      act: () => onMove(index, index - 1),
    },
    {
      key: 'down',
      label: t('move_down', { item }),
      icon: <ArrowDownIcon />,
      disabled: index === count - 1,
      act: () => onMove(index, index + 1),
    },
    {
      key: 'remove',
      label: t('remove', { item }),
      icon: <DeleteIcon />,
      disabled: count <= min,
      act: onRemove,
    },
  ];
  return (
    <Stack direction="row" sx={{ flexShrink: 0 }}>
      {buttons.map((button) => (
        <Tooltip key={button.key} title={button.label}>
          <span>
            <IconButton
              aria-label={button.label}
              disabled={button.disabled}
              onClick={button.act}
              color={button.key === 'remove' ? 'error' : 'default'}
              data-testid={`row-${button.key}`}
            >
              {button.icon}
            </IconButton>
          </span>
        </Tooltip>
      ))}
    </Stack>
  );
}
