import type { TLanguage } from '@hse/contracts/constants';
import {
  FORM_CODES,
  FORM_SUBMISSION_MODULE,
  type TFormDefinitionRecord,
} from '@hse/contracts/form-submissions';
import { FORM_PERIODS, type TFormDefinition, type TFormPeriod } from '@hse/contracts/forms/definition';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/api-error';
import { api } from '../../api/client';
import { errorDetail } from '../../components/error-detail';
import { useLanguage } from '../../components/localized';
import { PageHeader } from '../../components/page-header';
import { PageLoader } from '../../components/page-loader';
import { FieldList } from './designer-field-list';
import { placeOf, type TProblem } from './designer-problems';
import { TextsInputs } from './designer-texts-inputs';
import { useFormDefinition } from './form-queries';
import { FORM_SCREENS_NS } from './texts';

const { key: moduleKey } = FORM_SUBMISSION_MODULE;

/**
 * `/forms/designer/:code` (decision 062): the administrator edits a form's latest definition —
 * fields and table columns added, moved up and down, removed, their kind, titles in three
 * languages, unit and "required", the rules' messages — and publishes it as the next version.
 * The server checks it (`definitionProblems`) and its problems are listed by place.
 */
export default function FormDesignerPage() {
  const { code = 'HSE_FRM_1' } = useParams();
  const { t } = useTranslation(FORM_SCREENS_NS);
  const known = FORM_CODES.includes(code);
  const record = useFormDefinition(code, undefined, known);
  if (!known) return <Alert severity="error">{t('page.no_form')}</Alert>;
  if (!record.data) return <PageLoader />;
  return <Designer key={`${code}:${record.data.definition.version}`} record={record.data} />;
}

function Designer({ record }: { record: TFormDefinitionRecord }) {
  const { t } = useTranslation([FORM_SCREENS_NS, moduleKey]);
  const lang = useLanguage();
  const navigate = useNavigate();
  const client = useQueryClient();
  const saved = record.definition;
  const [draft, setDraft] = useState<TFormDefinition>(() => structuredClone(saved));
  const [problems, setProblems] = useState<TProblem[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [published, setPublished] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const formName = t(`${moduleKey}:options.form_code.${saved.code}`);

  const publish = async () => {
    setBusy(true);
    setProblems(null);
    setFailure(null);
    setPublished(null);
    try {
      const answer = await api.post<TFormDefinitionRecord>(`/form-definitions/${saved.code}/`, {
        ...draft,
        version: saved.version + 1,
      });
      setPublished(answer.definition.version);
      await client.invalidateQueries({ queryKey: ['form-definitions', saved.code] });
    } catch (error) {
      setFailure(errorDetail(error, t('page.save_failed')));
      if (error instanceof ApiError && error.errors)
        setProblems(
          Object.entries(error.errors).flatMap(([path, messages]) =>
            messages.map((message) => ({ place: placeOf(draft, path, lang, t), message })),
          ),
        );
    } finally {
      setBusy(false);
    }
  };
  const setTitle = (language: TLanguage, text: string) =>
    setDraft((d) => ({ ...d, title: { ...d.title, [language]: text } }));

  return (
    <Stack spacing={2} sx={{ maxWidth: 1100 }}>
      <PageHeader
        title={t('designer.title', { form: formName })}
        back={{ to: '/forms', label: t(`${moduleKey}:actions.back_to_list`) }}
      />
      <Paper sx={{ p: 2 }}>
        <Stack spacing={2}>
          <TextField
            select
            size="small"
            label={t('designer.form')}
            value={saved.code}
            onChange={(event) => void navigate(`/forms/designer/${event.target.value}`)}
            data-testid="designer-code"
          >
            {FORM_CODES.map((code) => (
              <MenuItem key={code} value={code}>
                {t(`${moduleKey}:options.form_code.${code}`)}
              </MenuItem>
            ))}
          </TextField>
          <Alert severity="info">
            {t('designer.version', { version: saved.version, next: saved.version + 1 })}
          </Alert>
        </Stack>
      </Paper>
      {published !== null && (
        <Alert severity="success" role="status" data-testid="designer-published">
          {t('designer.published', { version: published })}
        </Alert>
      )}
      <Paper component="section" aria-label={t('designer.general')} sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('designer.general')}
        </Typography>
        <Grid container spacing={2}>
          <TextsInputs
            text={draft.title}
            label={(language) => t('designer.title_in', { lang: language })}
            onChange={setTitle}
          />
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              select
              fullWidth
              size="small"
              label={t('designer.period')}
              value={draft.period}
              onChange={(event) => setDraft((d) => ({ ...d, period: event.target.value as TFormPeriod }))}
            >
              {FORM_PERIODS.map((period) => (
                <MenuItem key={period} value={period}>
                  {t(`designer.periods.${period}`)}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              fullWidth
              size="small"
              type="number"
              label={t('designer.due_days')}
              value={draft.dueDays}
              onChange={(event) => setDraft((d) => ({ ...d, dueDays: Number(event.target.value) }))}
              slotProps={{ htmlInput: { min: 0, max: 120, step: 1 } }}
            />
          </Grid>
        </Grid>
      </Paper>
      {draft.sections.map((section, s) => (
        <Paper key={section.key} component="section" aria-labelledby={`designer-section-${s}`} sx={{ p: 2 }}>
          <Typography id={`designer-section-${s}`} variant="h6" component="h2" sx={{ mb: 2 }}>
            {t('designer.section', { name: section.label[lang] })}
          </Typography>
          <Stack spacing={2}>
            <Grid container spacing={2}>
              <TextsInputs
                text={section.label}
                label={(language) => t('designer.label_in', { lang: language })}
                onChange={(language, text) =>
                  setDraft((d) => {
                    const next = structuredClone(d);
                    const target = next.sections[s];
                    if (target) target.label[language] = text;
                    return next;
                  })
                }
              />
            </Grid>
            <FieldList
              title={t('designer.fields')}
              fields={section.fields}
              at={{ section: s }}
              setDraft={setDraft}
              addLabel={t('designer.add_field')}
            />
            {section.tables.map((table, ti) => (
              <Box key={table.key} sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
                <Typography variant="subtitle1" component="h3" sx={{ mb: 2 }}>
                  {t('designer.table', { name: table.label[lang] })}
                </Typography>
                <Grid container spacing={2} sx={{ mb: 2 }}>
                  <TextsInputs
                    text={table.label}
                    label={(language) => t('designer.label_in', { lang: language })}
                    onChange={(language, text) =>
                      setDraft((d) => {
                        const next = structuredClone(d);
                        const target = next.sections[s]?.tables[ti];
                        if (target) target.label[language] = text;
                        return next;
                      })
                    }
                  />
                </Grid>
                <FieldList
                  title={t('designer.columns')}
                  fields={table.columns}
                  at={{ section: s, table: ti }}
                  setDraft={setDraft}
                  addLabel={t('designer.add_column')}
                />
              </Box>
            ))}
          </Stack>
        </Paper>
      ))}
      {draft.rules.length > 0 && (
        <Paper component="section" aria-labelledby="designer-rules" sx={{ p: 2 }}>
          <Typography id="designer-rules" variant="h6" component="h2" sx={{ mb: 2 }}>
            {t('designer.rules')}
          </Typography>
          <Stack spacing={3}>
            {draft.rules.map((rule, r) => (
              <Box
                key={rule.key}
                component="fieldset"
                sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
              >
                <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
                  {t('designer.rule', { key: rule.key })} ({t(`designer.levels.${rule.level}`)})
                </Typography>
                <Grid container spacing={2}>
                  <TextsInputs
                    text={rule.message}
                    multiline
                    label={(language) => t('designer.message_in', { lang: language })}
                    onChange={(language, text) =>
                      setDraft((d) => {
                        const next = structuredClone(d);
                        const target = next.rules[r];
                        if (target) target.message[language] = text;
                        return next;
                      })
                    }
                  />
                </Grid>
              </Box>
            ))}
          </Stack>
        </Paper>
      )}
      {failure && (
        <Alert severity="error" data-testid="designer-problems">
          {failure}
          {problems && problems.length > 0 && (
            <>
              {' '}
              {t('designer.problems')}
              <Box component="ul" sx={{ m: 0, pl: 3 }}>
                {problems.map((problem) => (
                  <li key={`${problem.place}:${problem.message}`}>
                    {problem.place}: {problem.message}
                  </li>
                ))}
              </Box>
            </>
          )}
        </Alert>
      )}
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="contained"
          disabled={busy}
          onClick={() => void publish()}
          data-testid="designer-publish"
        >
          {t('designer.publish')}
        </Button>
        <Button
          variant="outlined"
          disabled={busy}
          onClick={() => {
            setDraft(structuredClone(saved));
            setProblems(null);
            setFailure(null);
          }}
        >
          {t('designer.reset')}
        </Button>
      </Stack>
    </Stack>
  );
}
