import { CHECK_GROUPS, type TCheckGroup, type TCheckValue } from '@hse/contracts/observations';
import type { TRecordModule } from '@hse/contracts/record-module/define';
import type { TRecordItem } from '@hse/contracts/record-module/schemas';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DetailList, type TDetail } from '../../components/detail-list';
import { kindOf } from './observation-kind';

const CHIP_COLORS = { safe: 'success', at_risk: 'error', not_applicable: 'default' } as const;

/** A sent (or someone else's) observation's checklist, read-only: each group with its ratings and notes. */
export function ChecksDetails({ module, record }: { module: TRecordModule; record: TRecordItem }) {
  const { t } = useTranslation('observations');
  const { t: data } = useTranslation('observation_data');
  const checks = (record.checks ?? {}) as Readonly<Record<string, TCheckValue | undefined>>;
  const comments = (record.check_comments ?? {}) as Readonly<Record<string, string | undefined>>;
  const atRisk = Number(record.at_risk_count ?? 0);
  const items = (group: TCheckGroup): TDetail[] =>
    group.keys.map((key) => {
      const value = checks[key];
      return {
        key: `check-${key}`,
        label: data(`${group.name}.${key}`),
        value: value ? (
          <>
            <Chip size="small" color={CHIP_COLORS[value]} label={data(`check_values.${value}`)} />
            {comments[key] && (
              <Typography component="span" variant="body2" sx={{ display: 'block', mt: 0.5 }}>
                {comments[key]}
              </Typography>
            )}
          </>
        ) : (
          t('values.not_observed')
        ),
      };
    });
  return (
    <>
      {CHECK_GROUPS[kindOf(module)].map((group) => (
        <Stack key={group.name} component="section" spacing={1.5} data-testid={`check-group-${group.name}`}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {data(`sections.${group.name}`)}
          </Typography>
          <DetailList empty={t('values.empty')} items={items(group)} />
        </Stack>
      ))}
      <Typography variant="body2" color={atRisk > 0 ? 'error' : 'text.secondary'}>
        {t('hints.at_risk_total', { count: atRisk })}
      </Typography>
    </>
  );
}
