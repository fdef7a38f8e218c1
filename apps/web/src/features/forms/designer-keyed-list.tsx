import type { TLocalizedText } from '@hse/contracts/common';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MoveRemove } from './designer-controls';
import { KeyInput } from './designer-select';
import { moveIn } from './designer-structure';
import { TextsInputs } from './designer-texts-inputs';
import { FORM_SCREENS_NS } from './texts';

type TKeyedListProps<T extends { label: TLocalizedText }> = {
  /** The list's visible title and the element it is (`p` under a field, `h4` in a table). */
  title: string;
  titleAs: 'p' | 'h4';
  items: readonly T[];
  /** An item as the reader names it: «Вариант «Да»», «Строка «Работники»». */
  nameOf: (item: T) => string;
  /** The item's key: a choice's value, a fixed row's key. */
  keyOf: (item: T) => string;
  keyLabel: string;
  setKey: (item: T, key: string) => void;
  /** Changes the definition's own list, in place, within the draft's update. */
  edit: (change: (list: T[]) => void) => void;
  add: { label: string; onAdd: () => void; disabled?: boolean };
};

/**
 * A list of keyed items with titles in three languages (a choice's options, a table's fixed rows):
 * each a key and its label in ru, kk, en, moved up and down and removed with named buttons, the last
 * one kept; an add button under them.
 */
export function KeyedList<T extends { label: TLocalizedText }>({
  title,
  titleAs,
  items,
  nameOf,
  keyOf,
  keyLabel,
  setKey,
  edit,
  add,
}: TKeyedListProps<T>) {
  const { t } = useTranslation(FORM_SCREENS_NS);
  const titleId = useId();
  const at = (i: number, change: (item: T) => void) =>
    edit((list) => {
      const target = list[i];
      if (target) change(target);
    });
  return (
    <Box role="group" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle2" component={titleAs} sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Stack spacing={1.5}>
        {items.map((item, i) => {
          const name = nameOf(item);
          return (
            <Box
              // biome-ignore lint/suspicious/noArrayIndexKey: the key is edited here, so it cannot name its own row
              key={i}
              role="group"
              aria-label={name}
              sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}
            >
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {name}
                </Typography>
                <MoveRemove
                  name={name}
                  first={i === 0}
                  last={i === items.length - 1}
                  onMove={(by) => edit((list) => moveIn(list, i, by))}
                  onRemove={
                    items.length > 1
                      ? () =>
                          edit((list) => {
                            list.splice(i, 1);
                          })
                      : undefined
                  }
                />
              </Stack>
              <Grid container spacing={1.5}>
                <Grid size={{ xs: 12, md: 3 }}>
                  <KeyInput
                    label={keyLabel}
                    value={keyOf(item)}
                    onChange={(key) => at(i, (target) => setKey(target, key))}
                  />
                </Grid>
                <TextsInputs
                  text={item.label}
                  size={{ xs: 12, md: 3 }}
                  label={(language) => t('designer.label_in', { lang: language })}
                  onChange={(language, text) =>
                    at(i, (target) => {
                      target.label[language] = text;
                    })
                  }
                />
              </Grid>
            </Box>
          );
        })}
        <Box>
          <Button startIcon={<AddIcon />} disabled={add.disabled} onClick={add.onAdd}>
            {add.label}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
