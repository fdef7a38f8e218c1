import type { TLanguage } from '@hse/contracts/constants';
import {
  FORM_CODES,
  FORM_SUBMISSION_MODULE,
  type TFormDefinitionRecord,
} from '@hse/contracts/form-submissions';
import { FORM_PERIODS, type TFormDefinition, type TFormPeriod } from '@hse/contracts/forms/definition';
import AddIcon from '@mui/icons-material/Add';
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
import {
  DesignerProblems,
  localProblems,
  placeOf,
  type TProblem,
  type TProblemsByPath,
} from './designer-problems';
import { RulesEditor } from './designer-rules';
import { SectionEditor } from './designer-section-editor';
import { addSection } from './designer-structure';
import { TextsInputs } from './designer-texts-inputs';
import { useFormDefinition } from './form-queries';
import { FORM_SCREENS_NS } from './texts';

const { key: moduleKey } = FORM_SUBMISSION_MODULE;

/**
 * `/forms/designer/:code` (decisions 062, 074): the administrator edits a form's latest
 * definition — sections, tables (fixed or free rows, totals), fields and columns added, moved and
 * removed, their kind, titles in three languages, unit and "required", choices' options,
 * formulas, rules — and publishes it as the next version. The browser checks it with the
 * server's own schema first; each problem shows next to its place and in a list by place.
 */
export default function FormDesignerPage() {
  const { code = 'HSE_FRM_1' } = useParams();
  const { t } = useTranslation(FORM_SCREENS_NS);
  const known = FORM_CODES.includes(code);
  const record = useFormDefinition(code, undefined, known);
  const [published, setPublished] = useState<{ code: string; version: number } | null>(null);
  if (!known) return <Alert severity="error">{t('page.no_form')}</Alert>;
  if (!record.data) return <PageLoader />;
  return (
    <Designer
      key={`${code}:${record.data.definition.version}`}
      record={record.data}
      published={published?.code === code ? published.version : null}
      setPublished={(version) => setPublished(version === null ? null : { code, version })}
    />
  );
}

type TDesignerProps = {
  record: TFormDefinitionRecord;
  /** The version just published: kept here, as the editor starts again from it once read. */
  published: number | null;
  setPublished: (version: number | null) => void;
};

function Designer({ record, published, setPublished }: TDesignerProps) {
  const { t } = useTranslation([FORM_SCREENS_NS, moduleKey]);
  const lang = useLanguage();
  const navigate = useNavigate();
  const client = useQueryClient();
  const saved = record.definition;
  const [draft, setDraft] = useState<TFormDefinition>(() => structuredClone(saved));
  const [problems, setProblems] = useState<TProblem[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [byPath, setByPath] = useState<TProblemsByPath>({});
  const [busy, setBusy] = useState(false);
  const formName = t(`${moduleKey}:options.form_code.${saved.code}`);

  const listed = (found: TProblemsByPath) =>
    Object.entries(found).flatMap(([path, messages]) =>
      messages.map((message) => ({ place: placeOf(draft, path, lang, t), message })),
    );
  const publish = async () => {
    setProblems(null);
    setFailure(null);
    setPublished(null);
    // The browser's check first: the same schema and `definitionProblems` the server runs.
    const local = localProblems({ ...draft, version: saved.version + 1 }, (key, params) =>
      t(`messages:${key}`, params),
    );
    setByPath(local);
    if (Object.keys(local).length > 0) {
      setFailure(t('designer.checked_locally'));
      setProblems(listed(local));
      return;
    }
    setBusy(true);
    try {
      const answer = await api.post<TFormDefinitionRecord>(`/form-definitions/${saved.code}/`, {
        ...draft,
        version: saved.version + 1,
      });
      setPublished(answer.definition.version);
      await client.invalidateQueries({ queryKey: ['form-definitions', saved.code] });
    } catch (error) {
      setFailure(errorDetail(error, t('page.save_failed')));
      if (error instanceof ApiError && error.errors) {
        setByPath(error.errors);
        setProblems(listed(error.errors));
      }
    } finally {
      setBusy(false);
    }
  };
  const setTitle = (language: TLanguage, text: string) =>
    setDraft((d) => ({ ...d, title: { ...d.title, [language]: text } }));

  return (
    <DesignerProblems.Provider value={byPath}>
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
          // biome-ignore lint/suspicious/noArrayIndexKey: the section's key is edited inside
          <SectionEditor key={s} definition={draft} section={section} s={s} setDraft={setDraft} />
        ))}
        <Box>
          <Button
            startIcon={<AddIcon />}
            disabled={draft.sections.length >= 20}
            onClick={() =>
              setDraft((d) =>
                addSection(d, {
                  ru: t('designer.new_section', { lng: 'ru' }),
                  kk: t('designer.new_section', { lng: 'kk' }),
                  en: t('designer.new_section', { lng: 'en' }),
                }),
              )
            }
          >
            {t('designer.add_section')}
          </Button>
        </Box>
        <RulesEditor definition={draft} setDraft={setDraft} />
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
              setByPath({});
            }}
          >
            {t('designer.reset')}
          </Button>
        </Stack>
      </Stack>
    </DesignerProblems.Provider>
  );
}
