import type { TAnswerListItem } from '@hse/contracts/questionnaires';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { serverSorting } from '../../components/grid-sorting';
import { formatDateTime, useLanguage } from '../../components/localized';
import type { TNarrowHidden } from '../../components/server-data-grid';

export const ANSWERS_SORTING = serverSorting(
  { answered_at: 'answered_at', percent: 'percent', respondent_name: 'respondent_name' } as const,
  '-answered_at',
);

/** On a phone the name and the score stay. */
export const ANSWERS_NARROW_HIDDEN: TNarrowHidden = {
  phone: ['answered_at', 'organization_name', 'rules_to_study'],
  tablet: ['rules_to_study'],
};

export function useAnswersColumns(): GridColDef<TAnswerListItem>[] {
  const { t } = useTranslation('questionnaire_data');
  const { t: q } = useTranslation('questionnaires');
  const { t: rules } = useTranslation('observation_data');
  const lang = useLanguage();
  return useMemo(
    () => [
      {
        field: 'answered_at',
        headerName: t('fields.answered_at'),
        width: 150,
        valueFormatter: (value: string) => formatDateTime(value, lang),
      },
      {
        field: 'respondent_name',
        headerName: t('fields.respondent'),
        flex: 1.2,
        minWidth: 170,
        renderCell: ({ row }) => (
          <>
            {row.respondent_name}
            {row.is_guest && (
              <Chip size="small" variant="outlined" label={q('results.guest')} sx={{ ml: 1 }} />
            )}
          </>
        ),
      },
      {
        field: 'organization_name',
        headerName: t('fields.organization_id'),
        flex: 1,
        minWidth: 160,
        sortable: false,
      },
      {
        field: 'percent',
        headerName: t('fields.percent'),
        width: 150,
        align: 'center',
        headerAlign: 'center',
        renderCell: ({ row }) => (
          <Chip
            size="small"
            label={`${row.correct_count}/${row.total_count} · ${row.percent}%`}
            color={row.percent >= 80 ? 'success' : row.percent >= 50 ? 'warning' : 'error'}
            data-testid="answer-percent"
          />
        ),
      },
      {
        field: 'rules_to_study',
        headerName: t('fields.rules_to_study'),
        flex: 1.5,
        minWidth: 200,
        sortable: false,
        valueGetter: (_value, row) =>
          row.rules_to_study.map((rule) => rules(`vital_rules.${rule}`)).join(', '),
      },
    ],
    [t, q, rules, lang],
  );
}
