import type { TLocalizedText } from '@hse/contracts/common';
import { LANGUAGES, type TLanguage } from '@hse/contracts/constants';
import {
  FORM_CODES,
  FORM_SUBMISSION_MODULE,
  type TFormDefinitionRecord,
} from '@hse/contracts/form-submissions';
import {
  FORM_PERIODS,
  type TFormDefinition,
  type TFormFieldKind,
  type TFormFieldSpec,
  type TFormPeriod,
} from '@hse/contracts/forms/definition';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/api-error';
import { api } from '../../api/client';
import { errorDetail } from '../../components/error-detail';
import { useLanguage } from '../../components/localized';
import { PageHeader } from '../../components/page-header';
import { PageLoader } from '../../components/page-loader';
import {
  addField,
  DESIGNER_KINDS,
  moveField,
  removeField,
  type TFieldList,
  updateField,
  withKind,
} from './designer-edits';
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

type TProblem = { place: string; message: string };

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

/** Where a problem the server found is, in words: the field's or the rule's name. */
function placeOf(
  definition: TFormDefinition,
  path: string,
  lang: TLanguage,
  t: (key: string, options?: Record<string, unknown>) => string,
): string {
  const parts = path.split('.');
  const n = (i: number) => Number(parts[i]);
  if (parts[0] === 'rules') {
    const rule = definition.rules[n(1)];
    return rule ? t('designer.rule', { key: rule.key }) : path;
  }
  if (parts[0] !== 'sections') return t('designer.general');
  const section = definition.sections[n(1)];
  if (!section) return path;
  if (parts[2] === 'fields') {
    const field = section.fields[n(3)];
    return field ? t('designer.item', { name: field.label[lang] || field.key }) : path;
  }
  if (parts[2] === 'tables') {
    const table = section.tables[n(3)];
    if (!table) return path;
    const tableName = t('designer.table', { name: table.label[lang] });
    const column = parts[4] === 'columns' ? table.columns[n(5)] : undefined;
    return column
      ? `${tableName}, ${t('designer.item', { name: column.label[lang] || column.key })}`
      : tableName;
  }
  return t('designer.section', { name: section.label[lang] });
}

type TTextsProps = {
  text: TLocalizedText;
  label: (language: string) => string;
  onChange: (language: TLanguage, text: string) => void;
  multiline?: boolean;
};

/** A text in ru, kk and en, side by side where there is room. */
function TextsInputs({ text, label, onChange, multiline }: TTextsProps) {
  return LANGUAGES.map((language) => (
    <Grid key={language} size={{ xs: 12, md: 4 }}>
      <TextField
        fullWidth
        size="small"
        multiline={multiline}
        label={label(language)}
        value={text[language]}
        onChange={(event) => onChange(language, event.target.value)}
      />
    </Grid>
  ));
}

type TFieldListProps = {
  title: string;
  fields: readonly TFormFieldSpec[];
  at: TFieldList;
  setDraft: (change: (d: TFormDefinition) => TFormDefinition) => void;
  addLabel: string;
};

function FieldList({ title, fields, at, setDraft, addLabel }: TFieldListProps) {
  const { t } = useTranslation(FORM_SCREENS_NS);
  const newLabel = {
    ru: t('designer.new_field', { lng: 'ru' }),
    kk: t('designer.new_field', { lng: 'kk' }),
    en: t('designer.new_field', { lng: 'en' }),
  };
  return (
    <Stack spacing={2}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      {fields.map((spec, index) => (
        <FieldEditor
          // biome-ignore lint/suspicious/noArrayIndexKey: the key is edited here, so it cannot name its own editor
          key={index}
          spec={spec}
          first={index === 0}
          last={index === fields.length - 1}
          onMove={(by) => setDraft((d) => moveField(d, at, index, by))}
          onRemove={() => setDraft((d) => removeField(d, at, index))}
          onChange={(change) => setDraft((d) => updateField(d, at, index, change))}
        />
      ))}
      <Box>
        <Button startIcon={<AddIcon />} onClick={() => setDraft((d) => addField(d, at, newLabel))}>
          {addLabel}
        </Button>
      </Box>
    </Stack>
  );
}

type TFieldEditorProps = {
  spec: TFormFieldSpec;
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  onChange: (change: (spec: TFormFieldSpec) => TFormFieldSpec) => void;
};

/** One field or column: its key, kind, label and unit in three languages, "required"; up, down, remove. */
function FieldEditor({ spec, first, last, onMove, onRemove, onChange }: TFieldEditorProps) {
  const { t } = useTranslation(FORM_SCREENS_NS);
  const lang = useLanguage();
  const legendId = useId();
  const name = t('designer.item', { name: spec.label[lang] || spec.key });
  const kinds: readonly TFormFieldKind[] = DESIGNER_KINDS.includes(spec.kind)
    ? DESIGNER_KINDS
    : [spec.kind, ...DESIGNER_KINDS];
  const setText = (part: 'label' | 'unit', language: TLanguage, text: string) =>
    onChange((old) => {
      const current = part === 'label' ? old.label : (old.unit ?? { ru: '', kk: '', en: '' });
      const next = { ...current, [language]: text };
      if (part === 'unit' && !next.ru && !next.kk && !next.en) {
        const { unit: _dropped, ...rest } = old;
        return rest as TFormFieldSpec;
      }
      return { ...old, [part]: next };
    });
  return (
    <Box
      role="group"
      aria-labelledby={legendId}
      data-testid={`designer-field-${spec.key}`}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1 }}>
        <Typography id={legendId} variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        <Stack direction="row">
          <Tooltip title={t('designer.move_up')}>
            <span>
              <IconButton
                aria-label={`${t('designer.move_up')}: ${name}`}
                disabled={first}
                onClick={() => onMove(-1)}
              >
                <ArrowUpIcon />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={t('designer.move_down')}>
            <span>
              <IconButton
                aria-label={`${t('designer.move_down')}: ${name}`}
                disabled={last}
                onClick={() => onMove(1)}
              >
                <ArrowDownIcon />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={t('designer.remove')}>
            <IconButton aria-label={`${t('designer.remove')}: ${name}`} color="error" onClick={onRemove}>
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        </Stack>
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <TextField
            fullWidth
            size="small"
            label={t('designer.key')}
            value={spec.key}
            onChange={(event) => onChange((old) => ({ ...old, key: event.target.value }))}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          {spec.kind === 'computed' ? (
            // Kept, not chosen: its formula is the designer's to keep as it is (no formula editor).
            <TextField
              fullWidth
              size="small"
              label={t('designer.kind')}
              value={t('designer.kinds.computed')}
              helperText={t('designer.formula')}
              slotProps={{ input: { readOnly: true } }}
            />
          ) : (
            <TextField
              select
              fullWidth
              size="small"
              label={t('designer.kind')}
              value={spec.kind}
              onChange={(event) => onChange((old) => withKind(old, event.target.value as TFormFieldKind))}
            >
              {kinds.map((kind) => (
                <MenuItem key={kind} value={kind}>
                  {t(`designer.kinds.${kind}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          {spec.kind !== 'computed' && (
            <FormControlLabel
              label={t('designer.required')}
              control={
                <Checkbox
                  checked={spec.required === true}
                  onChange={(_, checked) =>
                    onChange((old) => (old.kind === 'computed' ? old : { ...old, required: checked }))
                  }
                />
              }
            />
          )}
        </Grid>
        <TextsInputs
          text={spec.label}
          label={(language) => t('designer.label_in', { lang: language })}
          onChange={(language, text) => setText('label', language, text)}
        />
        <TextsInputs
          text={spec.unit ?? { ru: '', kk: '', en: '' }}
          label={(language) => t('designer.unit_in', { lang: language })}
          onChange={(language, text) => setText('unit', language, text)}
        />
      </Grid>
    </Box>
  );
}
