import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { DetailList, type TDetail } from '../../components/detail-list';

type TProps = { title: string; items?: readonly TDetail[]; empty: string; children?: ReactNode };

/** A titled group of a document's read-only fields, in the editor's sections. */
export function DetailsSection({ title, items, empty, children }: TProps) {
  return (
    <Stack component="section" spacing={1.5}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {items && <DetailList empty={empty} items={items} />}
      {children}
    </Stack>
  );
}

type TRowsProps<R> = {
  title: string;
  rows: readonly R[];
  empty: string;
  none: string;
  rowTitle: (index: number) => string;
  items: (row: R, index: number) => TDetail[];
  testId: string;
  /** What may be done with a row (other modules' item actions), under its fields. */
  actions?: (row: R, index: number) => ReactNode;
};

/** Repeating rows read-only: each with its number and fields, or a line saying there are none. */
export function DetailRows<R>({ title, rows, empty, none, rowTitle, items, testId, actions }: TRowsProps<R>) {
  return (
    <DetailsSection title={title} empty={empty}>
      {rows.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {none}
        </Typography>
      )}
      {rows.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows carry no id in the contract; this list is read-only
        <Stack key={index} spacing={1} data-testid={`${testId}-${index}`}>
          <Typography variant="subtitle2" component="h3">
            {rowTitle(index)}
          </Typography>
          <DetailList empty={empty} items={items(row, index)} />
          {actions && (
            <Stack
              direction="row"
              useFlexGap
              sx={{
                gap: 1,
                flexWrap: 'wrap',
                alignItems: 'center',
                displayPrint: 'none',
                // Other modules' actions may all have nothing to offer on a row.
                '&:empty': { display: 'none' },
              }}
            >
              {actions(row, index)}
            </Stack>
          )}
        </Stack>
      ))}
    </DetailsSection>
  );
}
