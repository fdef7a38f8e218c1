import FilterListIcon from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBox } from './search-box';
import { useNarrowScreen } from './use-narrow-screen';

type TProps = {
  /** A list's search box, first in the row; a map's filters have none. */
  search?: { label: string; value: string; onChange: (value: string) => void };
  /** How many filters are set, shown on the folded button. */
  active: number;
  /** Whether the filters fold behind one button on a phone: worth it from about four filters. */
  fold?: boolean;
  /**
   * Whether the folded filters are made only once opened: filters in a chunk of their own (date
   * pickers) are then not downloaded by a phone whose reader never opens them.
   */
  mountWhenOpen?: boolean;
  /** The list's own filters. */
  children: ReactNode;
};

/** A list's search with its filters beside it; on a phone the filters fold behind one button. */
export function FiltersBar({ search, active, fold = true, mountWhenOpen = false, children }: TProps) {
  const { t } = useTranslation('common');
  const { compact } = useNarrowScreen();
  const [open, setOpen] = useState(false);
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', mb: 2, alignItems: { sm: 'center' } }}
    >
      {search && <SearchBox label={search.label} value={search.value} onChange={search.onChange} />}
      {fold && compact ? (
        <Box>
          {/* Several filters would push the list off a phone's screen. */}
          <Button
            startIcon={<FilterListIcon />}
            onClick={() => setOpen((value) => !value)}
            aria-expanded={open}
            sx={{ alignSelf: 'flex-start' }}
          >
            {active ? t('filters.active', { count: active }) : t('filters.show')}
          </Button>
          <Collapse in={open} unmountOnExit={mountWhenOpen}>
            <Stack spacing={2} sx={{ pt: 1 }}>
              {children}
            </Stack>
          </Collapse>
        </Box>
      ) : (
        children
      )}
    </Stack>
  );
}
