import type { TVersionedList, TVersionItem } from '@hse/contracts/record-module/versioned-list';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorDetail } from '../error-detail';
import { pickText, useLanguage } from '../localized';
import { PageLoader } from '../page-loader';
import type { TVersionContent } from './version-content';
import { VersionedListEditor } from './versioned-list-editor';
import { useVersions } from './versioned-list-queries';

const NEW = 'new';
type TItem = TVersionItem & Record<string, unknown>;
type TText = (key: string, options?: Record<string, unknown>) => string;

export type TVersionedListPageProps<V extends object> = {
  list: TVersionedList;
  content: TVersionContent<V>;
  /** The page's heading, a key with its namespace (`audits:titles.templates`). */
  title: string;
  /** The screen's texts: `<prefix>.new`, `.editing`, `.empty`… in `ns`. */
  ns: string;
  prefix: string;
  /** The namespace of the data's texts of the list's module. */
  textNs: string;
};

/**
 * A versioned list's page (decision 043): the current version of every entry; `?edit=<id>|new`
 * opens one in the editor, whose save makes the next version.
 */
export function VersionedListPage<V extends object>({
  list,
  content,
  title,
  ns,
  prefix,
  textNs,
}: TVersionedListPageProps<V>) {
  const { t: translate } = useTranslation(ns);
  const t: TText = (key, options) => translate(`${prefix}.${key}`, options);
  const { t: shell } = useTranslation();
  const lang = useLanguage();
  const versions = useVersions<TItem>(list);
  const [params, setParams] = useSearchParams();
  const editing = params.get('edit');
  const close = () => setParams({});
  const items = versions.data?.results ?? [];
  const current = editing && editing !== NEW ? items.find((item) => item.id === editing) : undefined;
  const editor = { list, content, t, textNs, onDone: close };

  let body = null;
  if (versions.isPending) body = <PageLoader />;
  else if (versions.isError)
    body = <Alert severity="error">{errorDetail(versions.error, t('load_failed'))}</Alert>;
  else if (editing === NEW) body = <VersionedListEditor {...editor} item={null} onReload={close} />;
  else if (editing && !current) body = <Alert severity="warning">{t('not_found')}</Alert>;
  else if (current)
    body = (
      <VersionedListEditor
        {...editor}
        key={current.id}
        item={current}
        onReload={() => {
          void versions.refetch();
          close();
        }}
      />
    );
  else
    body = (
      <VersionsList
        items={items}
        texts={{ t, textNs, count: content.countText, version: content.versionText }}
        countKey={list.count.key}
        onEdit={(id) => setParams({ edit: id })}
      />
    );

  const heading =
    editing === NEW
      ? t('new')
      : current
        ? t('editing', { title: pickText(current.title, lang) })
        : shell(title);
  return (
    <Box sx={{ maxWidth: 1100 }}>
      <Stack
        direction="row"
        useFlexGap
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 2 }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, minWidth: 0 }}>
          {editing && (
            <Tooltip title={shell('records:actions.back_to_list')}>
              <IconButton aria-label={shell('records:actions.back_to_list')} onClick={close}>
                <ArrowBackIcon />
              </IconButton>
            </Tooltip>
          )}
          <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {heading}
          </Typography>
        </Stack>
        {!editing && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setParams({ edit: NEW })}
            data-testid="template-new"
          >
            {t('new')}
          </Button>
        )}
      </Stack>
      {body}
    </Box>
  );
}

type TListProps = {
  items: readonly TItem[];
  texts: { t: TText; textNs: string; count: string; version: string };
  countKey: string;
  onEdit: (id: string) => void;
};

function VersionsList({ items, texts, countKey, onEdit }: TListProps) {
  const { t } = texts;
  const { t: text } = useTranslation(texts.textNs);
  const { t: common } = useTranslation('common');
  const lang = useLanguage();
  if (items.length === 0) return <Typography color="text.secondary">{t('empty')}</Typography>;
  return (
    <Paper variant="outlined">
      <List disablePadding data-testid="templates-list">
        {items.map((item, index) => {
          const title = pickText(item.title, lang);
          const count = t(texts.count, { count: item[countKey] });
          return (
            <ListItem
              key={item.id}
              divider={index < items.length - 1}
              data-testid="template-item"
              sx={{ flexWrap: 'wrap', gap: 1 }}
            >
              <ListItemText
                primary={title}
                secondary={`${text(texts.version)} ${item.version} · ${count}`}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                sx={{ flex: '1 1 220px' }}
              />
              <Button
                startIcon={<EditIcon />}
                onClick={() => onEdit(item.id)}
                aria-label={t('edit', { title })}
                data-testid="template-edit"
              >
                {common('buttons.edit')}
              </Button>
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}
