import type { TChildItem, TChildModule } from '@hse/contracts/record-module/children';
import type { TRecordItem } from '@hse/contracts/record-module/schemas';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditNoteIcon from '@mui/icons-material/EditNoteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../confirm-dialog';
import { errorDetail } from '../error-detail';
import { ChildDialog, type TChildTarget } from './children-dialog';
import { useChildren, useDeleteChild } from './children-queries';
import { ItemActions } from './item-actions';
import { useItemActions } from './record-module';

type TProps = {
  child: TChildModule;
  record: TRecordItem;
  refresh(): void;
  /** The i18n namespace of the panel's texts: `<key>.add`, `<key>.empty`, `<key>.item`… */
  ns: string;
  /** What a module shows of one child: marks beside its heading, and its body. */
  chips?(item: TChildItem): ReactNode;
  body(item: TChildItem): ReactNode;
};

/**
 * A record's child records (decision 038): a numbered list, an add/edit dialog for the parts the
 * reader writes (`<section>` buttons for a part written by others than the first's writers), and
 * deletion after confirming.
 */
export function ChildrenPanel({ child, record, refresh, ns, chips, body }: TProps) {
  const { t } = useTranslation(ns);
  const section = useTranslation(child.parent.key).t;
  const children = useChildren(child, record.id);
  const remove = useDeleteChild(child, record.id, refresh);
  const [target, setTarget] = useState<TChildTarget | null>(null);
  const [deleting, setDeleting] = useState<TChildItem | null>(null);
  const itemActions = useItemActions();
  const list = children.data?.results ?? [];
  const [first, ...others] = child.sections;
  const k = (key: string) => `${child.key}.${key}`;
  const titleId = `${child.key}-title`;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ p: 2 }}
      data-testid={`${child.key}-panel`}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
      >
        <Typography id={titleId} variant="h6" component="h2">
          {section(`sections.${child.key}`)}
        </Typography>
        {children.data?.can_add && (
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={() => setTarget({ mode: 'create' })}
            data-testid={`${child.item}-add`}
          >
            {t(k('add'))}
          </Button>
        )}
      </Stack>
      {children.isPending && (
        <CircularProgress size={24} aria-label={t('loading', { ns: 'common' })} sx={{ mt: 1 }} />
      )}
      {children.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {errorDetail(children.error, t(k('load_failed')))}
        </Alert>
      )}
      {children.isSuccess && list.length === 0 && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t(k('empty'))}
        </Typography>
      )}
      {list.length > 0 && (
        <Box component="ol" sx={{ m: 0, mt: 1, p: 0 }}>
          {list.map((item, index) => {
            const name = t(k('item'), { n: index + 1 });
            const edits = item[first.flag] === true;
            const answers = edits ? undefined : others.find((s) => item[s.flag] === true);
            const button = (
              key: string,
              label: string,
              aria: string,
              icon: ReactNode,
              onClick: () => void,
            ) => (
              <Button
                size="small"
                variant={key === answers?.key ? 'outlined' : 'text'}
                color={key === 'delete' ? 'error' : undefined}
                startIcon={icon}
                onClick={onClick}
                aria-label={aria}
                data-testid={`${child.item}-${key}`}
              >
                {label}
              </Button>
            );
            return (
              <Box
                key={item.id}
                component="li"
                data-testid={`${child.item}-item`}
                sx={{ listStyle: 'none', py: 1.5, borderTop: 1, borderColor: 'divider' }}
              >
                <Stack spacing={1}>
                  <Stack direction="row" useFlexGap sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                    <Typography component="h3" variant="subtitle2">
                      {name}
                    </Typography>
                    {chips?.(item)}
                  </Stack>
                  {body(item)}
                  {(edits || answers || itemActions.length > 0) && (
                    <Stack
                      direction="row"
                      useFlexGap
                      sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', '&:empty': { display: 'none' } }}
                    >
                      {answers &&
                        button(
                          answers.key,
                          t(k(answers.key)),
                          t(k(`${answers.key}_to`), { item: name }),
                          <EditNoteIcon />,
                          () => setTarget({ mode: 'edit', item }),
                        )}
                      {edits &&
                        button(
                          'edit',
                          t('buttons.edit', { ns: 'common' }),
                          t(k('edit_item'), { item: name }),
                          <EditIcon />,
                          () => setTarget({ mode: 'edit', item }),
                        )}
                      {edits &&
                        button(
                          'delete',
                          t('buttons.delete', { ns: 'common' }),
                          t(k('delete_item'), { item: name }),
                          <DeleteIcon />,
                          () => setDeleting(item),
                        )}
                      <ItemActions
                        module={child.parent}
                        record={record}
                        name={name}
                        item={{ child, value: item }}
                      />
                    </Stack>
                  )}
                </Stack>
              </Box>
            );
          })}
        </Box>
      )}
      {target && (
        <ChildDialog
          key={target.mode === 'edit' ? target.item.id : 'new'}
          child={child}
          parent={record}
          ns={ns}
          target={target}
          onClose={() => setTarget(null)}
          onChanged={refresh}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t(k('delete_title'))}
        text={t(k('delete_text'), { [child.label]: String(deleting?.[child.label] ?? '') })}
        confirmLabel={t('buttons.delete', { ns: 'common' })}
        color="error"
        onConfirm={() => (deleting ? remove.mutateAsync(deleting) : Promise.resolve())}
        onClose={() => setDeleting(null)}
      />
    </Paper>
  );
}
