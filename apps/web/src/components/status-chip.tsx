import Chip, { type ChipProps } from '@mui/material/Chip';

/** The states records share (brief §6), each with the colour it keeps in every module. */
const COLORS: Record<string, ChipProps['color']> = {
  draft: 'default',
  sent: 'info',
  on_approval: 'info',
  on_agreement: 'info',
  in_work: 'primary',
  revision: 'warning',
  stopped: 'warning',
  closed: 'success',
  approved: 'success',
  done: 'success',
  accepted: 'success',
  published: 'success',
  rejected: 'error',
  not_applicable: 'default',
};

type TProps = { status: string; label: string; size?: ChipProps['size'] };

/** A record's workflow state; the caller translates it from its module's texts. */
export function StatusChip({ status, label, size = 'small' }: TProps) {
  return (
    <Chip
      size={size}
      color={COLORS[status] ?? 'default'}
      variant={status === 'draft' ? 'outlined' : 'filled'}
      label={label}
      data-testid="status-chip"
      data-status={status}
    />
  );
}
