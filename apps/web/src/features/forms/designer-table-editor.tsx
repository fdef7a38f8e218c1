import type { TFormDefinition, TFormTable } from '@hse/contracts/forms/definition';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../components/localized';
import { MoveRemove, PlaceProblems } from './designer-controls';
import { FieldList } from './designer-field-list';
import { KeyedList } from './designer-keyed-list';
import { NumberInput } from './designer-operand-input';
import { DesignerSelect, KeyInput } from './designer-select';
import {
  freeKeyIn,
  moveTable,
  removeTable,
  rowTotalColumn,
  updateTable,
  usedKeys,
  withRowMode,
} from './designer-structure';
import { TextsInputs } from './designer-texts-inputs';
import { FORM_SCREENS_NS } from './texts';

type TTableEditorProps = {
  definition: TFormDefinition;
  table: TFormTable;
  s: number;
  ti: number;
  count: number;
  setDraft: (change: (d: TFormDefinition) => TFormDefinition) => void;
};

/**
 * A table of a section: its key and label, fixed rows (each a key and a label) or up to a number of
 * free ones, the total row, a row-total column, and its columns (the field editor's).
 */
export function TableEditor({ definition, table, s, ti, count, setDraft }: TTableEditorProps) {
  const { t } = useTranslation(FORM_SCREENS_NS);
  const lang = useLanguage();
  const headingId = useId();
  const [noTotal, setNoTotal] = useState(false);
  const name = t('designer.table', { name: table.label[lang] || table.key });
  const three = (key: string) => ({
    ru: t(key, { lng: 'ru' }),
    kk: t(key, { lng: 'kk' }),
    en: t(key, { lng: 'en' }),
  });
  const edit = (change: (table: TFormTable) => void) => setDraft((d) => updateTable(d, s, ti, change));
  const path = `sections.${s}.tables.${ti}`;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      data-testid={`designer-table-${table.key}`}
      sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}>
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        <MoveRemove
          name={name}
          first={ti === 0}
          last={ti === count - 1}
          onMove={(by) => setDraft((d) => moveTable(d, s, ti, by))}
          onRemove={() => setDraft((d) => removeTable(d, s, ti))}
        />
      </Stack>
      <Grid container spacing={2} sx={{ mb: 2 }}>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <KeyInput
            label={t('designer.key')}
            value={table.key}
            onChange={(key) =>
              edit((target) => {
                target.key = key;
              })
            }
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <DesignerSelect
            label={t('designer.rows_mode')}
            value={table.rows.mode}
            onChange={(mode) =>
              setDraft((d) =>
                updateTable(d, s, ti, (target) => {
                  target.rows = withRowMode(target, mode as 'fixed' | 'free', {
                    key: freeKeyIn(usedKeys(d), 'row'),
                    label: three('designer.new_row'),
                  });
                }),
              )
            }
          >
            <option value="fixed">{t('designer.rows_modes.fixed')}</option>
            <option value="free">{t('designer.rows_modes.free')}</option>
          </DesignerSelect>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <FormControlLabel
            label={t('designer.total_row')}
            control={
              <Checkbox
                checked={table.totalRow}
                onChange={(_, checked) =>
                  edit((target) => {
                    target.totalRow = checked;
                  })
                }
              />
            }
          />
        </Grid>
        <TextsInputs
          text={table.label}
          label={(language) => t('designer.label_in', { lang: language })}
          onChange={(language, text) =>
            edit((target) => {
              target.label[language] = text;
            })
          }
        />
      </Grid>
      {table.rows.mode === 'free' ? (
        <Box sx={{ mb: 2 }}>
          <NumberInput
            label={t('designer.max_rows')}
            value={table.rows.max}
            onChange={(max) =>
              edit((target) => {
                if (target.rows.mode === 'free') target.rows.max = max;
              })
            }
          />
        </Box>
      ) : (
        <Box sx={{ mb: 2 }}>
          <KeyedList
            title={t('designer.rows')}
            titleAs="h4"
            items={table.rows.rows}
            nameOf={(row) => t('designer.row_item', { name: row.label[lang] || row.key })}
            keyOf={(row) => row.key}
            keyLabel={t('designer.key')}
            setKey={(row, key) => {
              row.key = key;
            }}
            edit={(change) =>
              edit((target) => {
                if (target.rows.mode === 'fixed') change(target.rows.rows);
              })
            }
            add={{
              label: t('designer.add_row'),
              onAdd: () =>
                setDraft((d) =>
                  updateTable(d, s, ti, (target) => {
                    if (target.rows.mode === 'fixed')
                      target.rows.rows.push({
                        key: freeKeyIn(usedKeys(d), 'row'),
                        label: three('designer.new_row'),
                      });
                  }),
                ),
            }}
          />
        </Box>
      )}
      <PlaceProblems at={path} skip={['columns']} />
      <FieldList
        title={t('designer.columns')}
        definition={definition}
        fields={table.columns}
        at={{ section: s, table: ti }}
        setDraft={setDraft}
        addLabel={t('designer.add_column')}
      />
      <Box sx={{ mt: 1 }}>
        <Button
          startIcon={<AddIcon />}
          aria-describedby={noTotal ? `${headingId}-no-total` : undefined}
          onClick={() => {
            const column = rowTotalColumn(
              table,
              freeKeyIn(usedKeys(definition), 'row_total'),
              three('designer.row_total'),
            );
            setNoTotal(column === null);
            if (column)
              edit((target) => {
                target.columns.push(column);
              });
          }}
        >
          {t('designer.add_row_total')}
        </Button>
        {noTotal && (
          <Typography id={`${headingId}-no-total`} role="alert" variant="body2" color="error">
            {t('designer.no_row_total')}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
