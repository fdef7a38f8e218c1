import type { TQuestionnaireListItem } from '@hse/contracts/questionnaires';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { serverSorting } from '../../components/grid-sorting';
import { formatDateTime, useLanguage } from '../../components/localized';
import type { TNarrowHidden } from '../../components/server-data-grid';
import { StatusChip } from '../../components/status-chip';

export const QUESTIONNAIRES_SORTING = serverSorting(
  { title: 'title', status: 'status', updated_at: 'updated_at' } as const,
  '-updated_at',
);

export const QUESTIONNAIRES_NARROW_HIDDEN: TNarrowHidden = {
  phone: ['question_count', 'updated_at'],
  tablet: ['updated_at'],
};

export function useQuestionnairesColumns(): GridColDef<TQuestionnaireListItem>[] {
  const { t } = useTranslation('questionnaire_data');
  const lang = useLanguage();
  return useMemo(
    () => [
      { field: 'title', headerName: t('fields.title'), flex: 2, minWidth: 180 },
      {
        field: 'status',
        headerName: t('fields.status'),
        width: 140,
        renderCell: ({ row }) => <StatusChip status={row.status} label={t(`statuses.${row.status}`)} />,
      },
      { field: 'question_count', headerName: t('fields.question_count'), width: 100, sortable: false },
      { field: 'answer_count', headerName: t('fields.answer_count'), width: 100, sortable: false },
      {
        field: 'updated_at',
        headerName: t('fields.updated_at'),
        width: 160,
        valueFormatter: (value: string) => formatDateTime(value, lang),
      },
    ],
    [t, lang],
  );
}
