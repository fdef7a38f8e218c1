import type { GridLocaleText } from '@mui/x-data-grid';
import { ruRU } from '@mui/x-data-grid/locales';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { kkKZGrid } from './grid-locale-kk';
import { useLanguage } from './localized';

const PACKS = {
  ru: ruRU.components.MuiDataGrid.defaultProps.localeText,
  kk: kkKZGrid,
  en: {},
} as const;

/**
 * The grid ships Russian texts but none in Kazakh (ours: grid-locale-kk.ts), and its Russian
 * leaves "1–20 of 45" and the column menu's name untranslated, so the texts a reader of a
 * server-paged list meets come from our resources and the rest from the language's pack.
 */
export function useGridLocaleText(): Partial<GridLocaleText> {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  return useMemo(
    () => ({
      ...PACKS[lang],
      noRowsLabel: t('grid.no_rows'),
      noResultsOverlayLabel: t('grid.no_rows'),
      paginationRowsPerPage: t('grid.rows_per_page'),
      paginationDisplayedRows: ({ from, to, count }) => t('grid.displayed_rows', { from, to, count }),
      paginationItemAriaLabel: (type) => t(`grid.page_${type}`),
      columnHeaderSortIconLabel: t('grid.sort'),
      toolbarColumns: t('grid.columns'),
      columnsManagementSearchTitle: t('grid.columns_search'),
      columnsManagementShowHideAllText: t('grid.columns_all'),
      columnsManagementReset: t('grid.columns_reset'),
      columnsManagementNoColumns: t('grid.columns_none'),
      columnMenuLabel: t('grid.column_menu'),
      columnMenuAriaLabel: (name) => t('grid.column_menu_of', { name }),
      columnMenuHideColumn: t('grid.column_hide'),
      columnMenuManageColumns: t('grid.column_manage'),
      columnMenuSortAsc: t('grid.sort_asc'),
      columnMenuSortDesc: t('grid.sort_desc'),
      columnMenuUnsort: t('grid.unsort'),
    }),
    [t, lang],
  );
}
