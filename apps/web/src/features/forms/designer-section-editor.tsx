import type { TFormDefinition, TFormSection } from '@hse/contracts/forms/definition';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../components/localized';
import { MoveRemove, PlaceProblems } from './designer-controls';
import { FieldList } from './designer-field-list';
import { KeyInput } from './designer-select';
import { addTable, moveSection, removeSection, updateSection } from './designer-structure';
import { TableEditor } from './designer-table-editor';
import { TextsInputs } from './designer-texts-inputs';
import { FORM_SCREENS_NS } from './texts';

type TSectionEditorProps = {
  definition: TFormDefinition;
  section: TFormSection;
  s: number;
  setDraft: (change: (d: TFormDefinition) => TFormDefinition) => void;
};

/** A section: its key and label, its fields, its tables; moved and removed as a whole. */
export function SectionEditor({ definition, section, s, setDraft }: TSectionEditorProps) {
  const { t } = useTranslation(FORM_SCREENS_NS);
  const lang = useLanguage();
  const count = definition.sections.length;
  const name = t('designer.section', { name: section.label[lang] || section.key });
  const three = (key: string) => ({
    ru: t(key, { lng: 'ru' }),
    kk: t(key, { lng: 'kk' }),
    en: t(key, { lng: 'en' }),
  });
  const newTable = (mode: 'fixed' | 'free') =>
    setDraft((d) =>
      addTable(d, s, mode, {
        table: three('designer.new_table'),
        column: three('designer.new_column'),
        row: three('designer.new_row'),
      }),
    );
  return (
    <Paper
      component="section"
      aria-labelledby={`designer-section-${s}`}
      data-testid={`designer-section-${s}`}
      sx={{ p: 2 }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}>
        <Typography
          id={`designer-section-${s}`}
          variant="h6"
          component="h2"
          sx={{ overflowWrap: 'anywhere' }}
        >
          {name}
        </Typography>
        <MoveRemove
          name={name}
          first={s === 0}
          last={s === count - 1}
          onMove={(by) => setDraft((d) => moveSection(d, s, by))}
          onRemove={count > 1 ? () => setDraft((d) => removeSection(d, s)) : undefined}
        />
      </Stack>
      <Stack spacing={2}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 4 }}>
            <KeyInput
              label={t('designer.key')}
              value={section.key}
              onChange={(key) =>
                setDraft((d) =>
                  updateSection(d, s, (target) => {
                    target.key = key;
                  }),
                )
              }
            />
          </Grid>
          <TextsInputs
            text={section.label}
            label={(language) => t('designer.label_in', { lang: language })}
            onChange={(language, text) =>
              setDraft((d) =>
                updateSection(d, s, (target) => {
                  target.label[language] = text;
                }),
              )
            }
          />
        </Grid>
        <PlaceProblems at={`sections.${s}`} skip={['fields', 'tables']} />
        <FieldList
          title={t('designer.fields')}
          definition={definition}
          fields={section.fields}
          at={{ section: s }}
          setDraft={setDraft}
          addLabel={t('designer.add_field')}
        />
        {section.tables.map((table, ti) => (
          <TableEditor
            // biome-ignore lint/suspicious/noArrayIndexKey: the table's key is edited inside
            key={ti}
            definition={definition}
            table={table}
            s={s}
            ti={ti}
            count={section.tables.length}
            setDraft={setDraft}
          />
        ))}
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button
            startIcon={<AddIcon />}
            disabled={section.tables.length >= 10}
            onClick={() => newTable('fixed')}
          >
            {t('designer.add_table_fixed')}
          </Button>
          <Button
            startIcon={<AddIcon />}
            disabled={section.tables.length >= 10}
            onClick={() => newTable('free')}
          >
            {t('designer.add_table_free')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
