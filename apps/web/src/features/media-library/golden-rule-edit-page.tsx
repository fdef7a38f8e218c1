import { GOLDEN_RULE_PAGE_TEXTS } from '@hse/contracts/golden-rule-texts';
import type { TGoldenRule } from '@hse/contracts/golden-rules';
import UploadIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { notify } from '../../app/notifications-store';
import { errorDetail } from '../../components/error-detail';
import { pickText, useLanguage } from '../../components/localized';
import { PageHeader } from '../../components/page-header';
import { addSharedTexts } from '../../i18n/i18n';
import { useGoldenRules, useUpdateGoldenRule, useUploadPictogram } from './golden-rules-queries';
import { RulePictogram } from './rule-pictogram';

addSharedTexts('golden_rules', GOLDEN_RULE_PAGE_TEXTS);

const FIELDS = ['title_ru', 'title_kk', 'title_en', 'text_ru', 'text_kk', 'text_en'] as const;
type TField = (typeof FIELDS)[number];
type TValues = Record<TField, string>;

const valuesOf = (rule: TGoldenRule): TValues =>
  Object.fromEntries(FIELDS.map((field) => [field, rule[field]])) as TValues;

/**
 * `/golden_rules_edit/:id` (decision 064): the administrator words a rule in three languages and
 * uploads its pictogram; `:id` is the rule's key. A stale version answers 409, what was typed stays.
 */
export default function GoldenRuleEditPage() {
  const { t } = useTranslation('golden_rules');
  const lang = useLanguage();
  const { id = '' } = useParams();
  const rules = useGoldenRules();
  const rule = rules.data?.find((r) => r.rule === id);
  const update = useUpdateGoldenRule(id);
  const upload = useUploadPictogram(id);
  const [values, setValues] = useState<TValues | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState('');

  useEffect(() => {
    if (rule && values === null) setValues(valuesOf(rule));
  }, [rule, values]);

  const failed = (error: unknown) => {
    setErrors(error instanceof ApiError ? (error.errors ?? {}) : {});
    setFailure(errorDetail(error, t('save')));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!rule || !values) return;
    update.mutate(
      { ...values, version: rule.version },
      {
        onSuccess: (saved) => {
          setErrors({});
          setFailure('');
          setValues(valuesOf(saved));
          notify({ type: 'success', message: t('saved') });
        },
        onError: failed,
      },
    );
  };

  const pick = (file: File | undefined) => {
    if (!file || !rule) return;
    upload.mutate(
      { file, version: rule.version },
      {
        onSuccess: () => {
          setFailure('');
          notify({ type: 'success', message: t('pictogram_saved') });
        },
        onError: failed,
      },
    );
  };

  const name = rule ? pickText({ ru: rule.title_ru, kk: rule.title_kk, en: rule.title_en }, lang) : '';
  return (
    <Box>
      <PageHeader
        title={name ? `${t('edit_title')}: ${name}` : t('edit_title')}
        back={{ to: '/golden_rules', label: t('back') }}
      />
      {rules.isPending && <LinearProgress />}
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="golden-rule-error">
          {failure}
        </Alert>
      )}
      {rule && values && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 900 }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3, flexWrap: 'wrap', gap: 2 }}>
            <RulePictogram
              rule={rule.rule}
              uploaded={rule.has_pictogram}
              stamp={rule.updated_at ?? ''}
              label={t('pictogram_of', { name })}
              size={96}
            />
            <Button
              component="label"
              variant="outlined"
              startIcon={<UploadIcon />}
              disabled={upload.isPending}
            >
              {t('pictogram_upload')}
              <input
                hidden
                type="file"
                accept="image/png,image/jpeg,image/webp"
                data-testid="golden-rule-pictogram"
                onChange={(event) => pick(event.target.files?.[0])}
              />
            </Button>
          </Stack>
          <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
            {FIELDS.map((field) => (
              <TextField
                key={field}
                label={t(`fields.${field}`)}
                value={values[field]}
                onChange={(event) => setValues({ ...values, [field]: event.target.value })}
                required={field.startsWith('title')}
                multiline={field.startsWith('text')}
                minRows={field.startsWith('text') ? 3 : undefined}
                error={Boolean(errors[field]?.length)}
                helperText={errors[field]?.join(' ')}
                slotProps={{ htmlInput: { 'data-testid': `golden-rule-${field}` } }}
              />
            ))}
            <Box>
              <Button
                type="submit"
                variant="contained"
                disabled={update.isPending}
                data-testid="golden-rule-save"
              >
                {t('save')}
              </Button>
            </Box>
          </Box>
        </Paper>
      )}
      {rules.isSuccess && !rule && <Typography>{t('no_aids')}</Typography>}
    </Box>
  );
}
