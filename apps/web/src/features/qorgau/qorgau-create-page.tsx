import { VITAL_RULES } from '@hse/contracts/observations';
import {
  QORGAU_CATEGORIES,
  QORGAU_TYPES,
  REPORT_REQUIRED_TYPES,
  type TQorgauCard,
  type TQorgauCreate,
  ZQorgauCreateSchema,
} from '@hse/contracts/qorgau';
import { ATTACHMENT_MIME_TYPES } from '@hse/contracts/records';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../../api/api-error';
import { useSession } from '../../api/session';
import { useFieldErrorText } from '../../components/form/field-error';
import { DATE_TIME_TRANSFORM } from '../../components/form/field-transforms';
import { SelectCells } from '../../components/form/select-cells';
import { applyServerErrors } from '../../components/form/server-errors';
import { TextCells } from '../../components/form/text-cells';
import { useZodForm } from '../../components/form/use-zod-form';
import { FormSection, GRID_HALF } from '../../components/form-section';
import { formatFileSize, pickName, useLanguage } from '../../components/localized';
import { useOrganizationOptions } from '../../components/organization-options';
import { PageHeader } from '../../components/page-header';
import { PlacePicker, type TPlace } from '../../components/place-picker';
import { useSubcategories } from '../vital-rules/vital-rules-queries';
import { useFileCard, useQorgauSettings } from './qorgau-queries';

const MAX_FILES = 10;

const emptyCard = (organizationId: string | null): TQorgauCreate => ({
  observation_type: 'unsafe_condition',
  observed_at: new Date().toISOString(),
  organization_id: organizationId ?? '',
  department: '',
  observed_company: '',
  site: '',
  object: '',
  categories: [],
  vital_rule: null,
  vital_rule_subcategory_id: null,
  description: '',
  consequences: '',
  measures_taken: '',
  encouragement: '',
  discussed: false,
  reported_to: '',
  eliminated: false,
  // Filled by the map, the device or the organization's site before sending.
  latitude: Number.NaN,
  longitude: Number.NaN,
  anonymous: false,
  author_name: '',
  author_phone: '',
});

/** `/qorgau-create`: anyone files a card, signed in or not (spec §2), and sees it registered. */
export default function QorgauCreatePage() {
  const { t } = useTranslation('qorgau');
  const { t: data } = useTranslation('qorgau_data');
  const { t: rules } = useTranslation('observation_data');
  const lang = useLanguage();
  const { isAuthenticated, organizationId } = useSession();
  const settings = useQorgauSettings();
  const organizations = useOrganizationOptions();
  const fileCard = useFileCard();
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [filed, setFiled] = useState<TQorgauCard | null>(null);
  const form = useZodForm(ZQorgauCreateSchema, { defaultValues: emptyCard(organizationId) });
  const { control, handleSubmit, setValue, getValues, getFieldState, formState } = form;
  const [type, organization, latitude, longitude, rule] = useWatch({
    control,
    name: ['observation_type', 'organization_id', 'latitude', 'longitude', 'vital_rule'],
  });
  // The organization's own sub-categories of the rule and those of the organizations above it.
  const subcategories = useSubcategories(
    { organization_id: organization, rule: rule ?? undefined },
    Boolean(organization && rule),
  );
  const subcategoryOptions =
    organization && rule
      ? (subcategories.data ?? []).map((item) => ({ value: item.id, label: pickName(item, lang) }))
      : [];
  // A sub-category belongs to one rule and applies to one organization's tree: a new choice clears it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the rule or the organization changes
  useEffect(() => {
    if (getValues('vital_rule_subcategory_id')) setValue('vital_rule_subcategory_id', null);
  }, [rule, organization]);
  const place = Number.isFinite(latitude) && Number.isFinite(longitude) ? { latitude, longitude } : null;
  const [placeTouched, setPlaceTouched] = useState(false);
  const errorText = useFieldErrorText();

  // Until the filer points at a place, the card stands at its organization's site (or its parent's).
  useEffect(() => {
    if (placeTouched || !settings.data || !organization) return;
    const sites = settings.data.sites;
    const own = sites.find((s) => s.organization_id === organization);
    const site =
      own ??
      sites.find((s) =>
        sites.some((o) => o.organization_id === organization && o.parent_id === s.organization_id),
      );
    if (site) {
      setValue('latitude', site.latitude, { shouldValidate: formState.isSubmitted });
      setValue('longitude', site.longitude, { shouldValidate: formState.isSubmitted });
    }
  }, [organization, settings.data, placeTouched, setValue, formState.isSubmitted]);

  const pick = (next: TPlace) => {
    setPlaceTouched(true);
    setValue('latitude', next.latitude, { shouldValidate: true });
    setValue('longitude', next.longitude, { shouldValidate: true });
  };

  // Each refused file is named with its reason; the accepted ones are added all the same.
  const addFiles = (chosen: FileList | null) => {
    const limit = settings.data?.file_max_bytes ?? Number.POSITIVE_INFINITY;
    const refused: string[] = [];
    const next = [...files];
    for (const file of Array.from(chosen ?? [])) {
      // An empty type is a browser that does not know the file: the server decides by its bytes.
      if (file.type && !(ATTACHMENT_MIME_TYPES as readonly string[]).includes(file.type)) {
        refused.push(t('create.file_type', { name: file.name }));
        continue;
      }
      if (file.size > limit) {
        refused.push(t('create.file_too_large', { name: file.name, size: formatFileSize(limit, lang) }));
        continue;
      }
      if (next.length < MAX_FILES) next.push(file);
    }
    setFileError(refused.length > 0 ? refused.join(' ') : null);
    setFiles(next);
  };

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      setFiled(await fileCard.mutateAsync({ card: values, files }));
      window.scrollTo({ top: 0 });
    } catch (error) {
      const unmatched = applyServerErrors(form.setError, error, (field) => field in values);
      setServerError(
        error instanceof ApiError ? [error.message, ...unmatched].join(' ') : t('create.failed'),
      );
    }
  });

  if (filed)
    return (
      <Filed
        card={filed}
        onAnother={() => {
          setFiled(null);
          setFiles([]);
          form.reset(emptyCard(organizationId));
          setPlaceTouched(false);
        }}
      />
    );

  const label = (name: string) => data(`fields.${name}`);
  const reportRequired = REPORT_REQUIRED_TYPES.includes(type);
  const categoriesError = getFieldState('categories', formState).error;
  const placeError =
    getFieldState('latitude', formState).error ?? getFieldState('longitude', formState).error;

  return (
    <Box>
      <PageHeader title={t('create.title')} back={{ to: '/qorgau', label: t('create.back') }} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1100 }}>
        <Stack component="form" noValidate spacing={3} onSubmit={submit} aria-label={t('create.title')}>
          <Typography sx={{ color: 'text.secondary' }}>{t('create.intro')}</Typography>
          {serverError && (
            <Alert severity="error" data-testid="qorgau-create-error">
              {serverError}
            </Alert>
          )}
          <FormSection title={data('sections.what')}>
            <SelectCells
              control={control}
              cells={[
                {
                  name: 'observation_type',
                  label: label('observation_type'),
                  options: QORGAU_TYPES.map((value) => ({ value, label: data(`types.${value}`) })),
                  required: true,
                  size: GRID_HALF,
                },
                {
                  name: 'vital_rule',
                  label: label('vital_rule'),
                  options: VITAL_RULES.map((value) => ({ value, label: rules(`vital_rules.${value}`) })),
                  nullable: true,
                  size: GRID_HALF,
                },
                ...(subcategoryOptions.length > 0
                  ? [
                      {
                        name: 'vital_rule_subcategory_id' as const,
                        label: label('vital_rule_subcategory_id'),
                        options: subcategoryOptions,
                        nullable: true,
                        size: 12,
                      },
                    ]
                  : []),
              ]}
            />
            <Grid size={12}>
              <Typography variant="body2" sx={{ mb: 1 }} id="categories-label">
                {`${label('categories')} *`}
              </Typography>
              <Controller
                control={control}
                name="categories"
                render={({ field }) => (
                  <Stack
                    direction="row"
                    useFlexGap
                    sx={{ flexWrap: 'wrap', gap: 1 }}
                    role="group"
                    aria-labelledby="categories-label"
                  >
                    {QORGAU_CATEGORIES.map((category) => {
                      const chosen = field.value.includes(category);
                      return (
                        <Chip
                          key={category}
                          label={data(`categories.${category}`)}
                          color={chosen ? 'primary' : 'default'}
                          variant={chosen ? 'filled' : 'outlined'}
                          aria-pressed={chosen}
                          data-testid={`category-${category}`}
                          onClick={() =>
                            field.onChange(
                              chosen ? field.value.filter((c) => c !== category) : [...field.value, category],
                            )
                          }
                        />
                      );
                    })}
                  </Stack>
                )}
              />
              {categoriesError?.message && (
                <FormHelperText error>{errorText(categoriesError.message)}</FormHelperText>
              )}
            </Grid>
            <TextCells
              control={control}
              label={label}
              cells={[
                {
                  name: 'observed_at',
                  type: 'datetime-local',
                  transform: DATE_TIME_TRANSFORM,
                  required: true,
                  size: GRID_HALF,
                },
                { name: 'description', required: true, multiline: true, minRows: 3, size: 12 },
                { name: 'consequences', multiline: true, minRows: 2, size: 12 },
              ]}
            />
          </FormSection>

          <FormSection title={data('sections.where')}>
            <SelectCells
              control={control}
              cells={[
                {
                  name: 'organization_id',
                  label: label('organization_id'),
                  options: organizations.options,
                  required: true,
                  disabled: !organizations.ready,
                  size: 12,
                },
              ]}
            />
            <TextCells
              control={control}
              label={label}
              cells={[
                { name: 'department', size: GRID_HALF },
                { name: 'observed_company', size: GRID_HALF },
                { name: 'site', size: GRID_HALF },
                { name: 'object', size: GRID_HALF },
              ]}
            />
            <Grid size={12}>
              <Typography variant="body2" sx={{ mb: 1 }}>{`${label('place')} *`}</Typography>
              <PlacePicker
                settings={settings.data}
                value={place}
                onChange={pick}
                error={placeError ? t('create.place_required') : undefined}
              />
            </Grid>
          </FormSection>

          <FormSection title={data('sections.actions')}>
            <TextCells
              control={control}
              label={label}
              cells={[
                { name: 'measures_taken', multiline: true, minRows: 2, size: 12 },
                ...(type === 'good_practice'
                  ? [{ name: 'encouragement' as const, multiline: true, minRows: 2, size: 12 }]
                  : []),
                {
                  name: 'reported_to',
                  required: reportRequired,
                  size: 12,
                  helperText: reportRequired ? t('create.reported_hint') : undefined,
                },
              ]}
            />
            <Grid size={12}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 3 }}>
                {(['discussed', 'eliminated'] as const).map((name) => (
                  <Controller
                    key={name}
                    control={control}
                    name={name}
                    render={({ field }) => (
                      <FormControlLabel
                        control={
                          <Checkbox
                            checked={field.value}
                            onChange={(e) => field.onChange(e.target.checked)}
                          />
                        }
                        label={label(name)}
                        data-testid={`field-${name}`}
                      />
                    )}
                  />
                ))}
              </Stack>
            </Grid>
          </FormSection>

          <FormSection title={t('create.files')}>
            <Grid size={12}>
              <Stack spacing={1}>
                <Box>
                  <Button
                    component="label"
                    startIcon={<AttachFileIcon />}
                    variant="outlined"
                    data-testid="qorgau-add-files"
                  >
                    {t('create.add_files')}
                    <input
                      hidden
                      type="file"
                      multiple
                      accept={ATTACHMENT_MIME_TYPES.join(',')}
                      onChange={(event) => {
                        addFiles(event.target.files);
                        event.target.value = '';
                      }}
                      data-testid="qorgau-file-input"
                    />
                  </Button>
                </Box>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('create.files_hint', {
                    size: formatFileSize(settings.data?.file_max_bytes ?? 0, lang),
                    count: MAX_FILES,
                  })}
                </Typography>
                {fileError && <Alert severity="warning">{fileError}</Alert>}
                {files.map((file, i) => (
                  <Stack
                    key={`${file.name}:${file.size}:${file.lastModified}`}
                    direction="row"
                    spacing={1}
                    sx={{ alignItems: 'center' }}
                    data-testid="qorgau-file"
                  >
                    <Typography
                      variant="body2"
                      sx={{ overflowWrap: 'anywhere' }}
                    >{`${file.name} (${formatFileSize(file.size, lang)})`}</Typography>
                    <IconButton
                      size="small"
                      aria-label={t('create.remove_file', { name: file.name })}
                      onClick={() => setFiles(files.filter((_, k) => k !== i))}
                    >
                      <CloseIcon fontSize="small" />
                    </IconButton>
                  </Stack>
                ))}
              </Stack>
            </Grid>
          </FormSection>

          <FormSection title={data('sections.author')}>
            {isAuthenticated ? (
              <Grid size={12}>
                <Controller
                  control={control}
                  name="anonymous"
                  render={({ field }) => (
                    <FormControlLabel
                      control={
                        <Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />
                      }
                      label={t('create.stay_anonymous')}
                      data-testid="field-anonymous"
                    />
                  )}
                />
              </Grid>
            ) : (
              <>
                <Grid size={12}>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t('create.guest_hint')}
                  </Typography>
                </Grid>
                <TextCells
                  control={control}
                  label={label}
                  cells={[
                    { name: 'author_name', size: GRID_HALF, autoComplete: 'name' },
                    { name: 'author_phone', size: GRID_HALF, type: 'tel', autoComplete: 'tel' },
                  ]}
                />
              </>
            )}
          </FormSection>

          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
            <Button
              type="submit"
              variant="contained"
              loading={formState.isSubmitting}
              data-testid="qorgau-submit"
            >
              {t('create.submit')}
            </Button>
            <Button component={RouterLink} to="/qorgau">
              {t('buttons.cancel', { ns: 'common' })}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Box>
  );
}

/** The confirmation: the card's number, and where to go next. */
function Filed({ card, onAnother }: { card: TQorgauCard; onAnother: () => void }) {
  const { t } = useTranslation('qorgau');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, maxWidth: 700 }} data-testid="qorgau-filed">
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <CheckCircleIcon color="success" sx={{ fontSize: 48 }} />
        <Typography variant="h5" component="h1">
          {t('filed.title', { number: card.number })}
        </Typography>
        <Typography>{t('filed.text')}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button
            component={RouterLink}
            to={`/qorgau-view/${card.id}`}
            variant="contained"
            data-testid="qorgau-filed-view"
          >
            {t('filed.view')}
          </Button>
          <Button onClick={onAnother}>{t('filed.another')}</Button>
          <Button component={RouterLink} to="/qorgau">
            {t('filed.map')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
