import { CHECK_GROUPS, CHECK_VALUES, type TCheckGroup } from '@hse/contracts/observations';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../components/form-section';
import type { TRecordFormValues } from '../../components/record-module/form-values';
import type { TFormSlotProps } from '../../components/record-module/record-module';
import { kindOf, type TCheckChoice, type TChecks } from './observation-kind';

const COLORS = { safe: 'success', at_risk: 'error', not_applicable: 'standard' } as const;

/**
 * The kind's checklist as its titled groups (PNBR and works: the life-saving rules, then the work
 * practices), one row per check with its three-way choice. Choosing the chosen value again clears
 * it: a check left without a value was not observed, as the contract has it. The at-risk total
 * under the last group counts every group, as the server does.
 */
export function ChecksSection({ module, control }: TFormSlotProps) {
  const { t } = useTranslation('observations');
  const kind = kindOf(module);
  const checks = useWatch({ control, name: 'checks' }) as TChecks | undefined;
  const atRisk = Object.values(checks ?? {}).filter((value) => value === 'at_risk').length;
  return (
    <Box>
      <Stack spacing={3}>
        {CHECK_GROUPS[kind].map((group, index) => (
          <CheckGroup
            key={group.name}
            group={group}
            control={control}
            checks={checks}
            hint={index === 0 ? t('hints.checks') : undefined}
          />
        ))}
      </Stack>
      <Typography
        variant="body2"
        color={atRisk > 0 ? 'error' : 'text.secondary'}
        sx={{ mt: 1, fontWeight: atRisk > 0 ? 600 : undefined }}
        data-testid="at-risk-total"
      >
        {t('hints.at_risk_total', { count: atRisk })}
      </Typography>
    </Box>
  );
}

type TGroupProps = {
  group: TCheckGroup;
  control: Control<TRecordFormValues>;
  checks: TChecks | undefined;
  hint?: string;
};

/**
 * One titled group. On a phone the choice goes under its check and takes the row's width, so the
 * three buttons stay big enough to tap.
 */
function CheckGroup({ group, control, checks, hint }: TGroupProps) {
  const { t: data } = useTranslation('observation_data');
  return (
    <Box data-testid={`check-group-${group.name}`}>
      <FormSection title={data(`sections.${group.name}`)}>
        <Grid size={12}>
          {hint && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {hint}
            </Typography>
          )}
          <Stack divider={<Divider flexItem />}>
            {group.keys.map((key) => (
              <Box key={key}>
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={{ xs: 0.5, sm: 2 }}
                  sx={{ py: 1, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
                >
                  <Typography variant="body2" id={`check-label-${key}`}>
                    {data(`${group.name}.${key}`)}
                  </Typography>
                  <Controller
                    control={control}
                    name={`checks.${key}`}
                    render={({ field }) => (
                      <ToggleButtonGroup
                        exclusive
                        size="small"
                        value={field.value ?? null}
                        onChange={(_, value: TCheckChoice) => field.onChange(value ?? null)}
                        aria-labelledby={`check-label-${key}`}
                        data-testid={`check-${key}`}
                        sx={{ width: { xs: '100%', sm: 'auto' }, flexShrink: 0 }}
                      >
                        {CHECK_VALUES.map((value) => (
                          <ToggleButton
                            key={value}
                            value={value}
                            color={COLORS[value]}
                            data-testid={`check-${key}-${value}`}
                            // On a phone the three share the row, each as wide as its word needs, so a
                            // long one (kk "Қолданылмайды") is not broken in the middle.
                            sx={{
                              flex: { xs: '1 1 auto', sm: 'none' },
                              minWidth: 0,
                              px: { xs: 0.5, sm: 1.5 },
                              textTransform: 'none',
                              lineHeight: 1.2,
                              fontSize: { xs: '0.75rem', sm: '0.8125rem' },
                              hyphens: 'auto',
                            }}
                          >
                            {data(`check_values.${value}`)}
                          </ToggleButton>
                        ))}
                      </ToggleButtonGroup>
                    )}
                  />
                </Stack>
                {/* A rated check takes a note of what was seen (domain.md §3a). */}
                {checks?.[key] && (
                  <Controller
                    control={control}
                    name={`check_comments.${key}`}
                    render={({ field }) => (
                      <TextField
                        size="small"
                        fullWidth
                        label={data('fields.comment')}
                        value={field.value ?? ''}
                        onChange={(event) => field.onChange(event.target.value)}
                        onBlur={field.onBlur}
                        slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': `check-comment-${key}` } }}
                        sx={{ mb: 1 }}
                      />
                    )}
                  />
                )}
              </Box>
            ))}
          </Stack>
        </Grid>
      </FormSection>
    </Box>
  );
}
