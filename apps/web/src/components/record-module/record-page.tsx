import type { TRecordItem } from '@hse/contracts/record-module/schemas';
import type { TWorkflowAction } from '@hse/contracts/workflow';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PdfButton } from '../download-button';
import { PageHeader } from '../page-header';
import { RecordActions } from '../record-actions';
import { RecordLayout } from '../record-layout';
import { StatusChip } from '../status-chip';
import { PickersProvider } from './date-pickers';
import { RecordForm } from './record-form';
import { RecordHistory } from './record-history';
import { useRecordModule } from './record-module';
import { queriesOf } from './record-queries';
import { RecordDetails } from './record-sections';

/**
 * `routes.create` and `routes.record` of any module (spec §2: one screen for both). A record the
 * reader may change opens in the editor, any other read-only; its workflow, files, comments,
 * history, PDF and the module's own parts stand around it as the manifest's `parts` say.
 */
export default function RecordPage() {
  const { id } = useParams();
  return <PickersProvider>{id ? <ExistingRecord id={id} /> : <NewRecord />}</PickersProvider>;
}

function NewRecord() {
  const { manifest: module } = useRecordModule();
  const { t } = useTranslation(module.key);
  const { t: records } = useTranslation('records');
  return (
    <Box>
      <PageHeader
        title={t('titles.create')}
        back={{ to: module.routes.list, label: records('actions.back_to_list') }}
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1100 }}>
        <RecordForm />
      </Paper>
    </Box>
  );
}

const noHistoryValue = () => () => null;

function ExistingRecord({ id }: { id: string }) {
  const {
    manifest: module,
    recordSlots = [],
    detailSlots = [],
    recordHeading,
    saveAndSend,
    useHistoryValue = noHistoryValue,
  } = useRecordModule();
  // A module's own values in its history (outside its manifest's fields), as on its view page.
  const ownValue = useHistoryValue();
  const { t } = useTranslation(module.key);
  const { t: records } = useTranslation('records');
  const navigate = useNavigate();
  const queries = queriesOf(module);
  const query = queries.useItem(id);
  const act = queries.useAction();
  const remove = queries.useDelete();
  const [dirty, setDirty] = useState(false);
  const record = query.data;
  const base = queries.paths.base(id);
  const commentActions = Object.entries(module.workflow.actions)
    .filter(([, transition]) => transition?.commentRequired)
    .map(([action]) => action as TWorkflowAction);
  const refresh = () => void query.refetch();
  const headingOf = (number: string | undefined) => {
    if (number && recordHeading) return t(recordHeading, { number });
    return number ? `${t('titles.record')} ${number}` : t('titles.record');
  };

  return (
    <Box>
      <PageHeader
        title={headingOf(record?.number)}
        back={{ to: module.routes.list, label: records('actions.back_to_list') }}
      >
        {record && <StatusChip status={record.status} label={t(`statuses.${record.status}`)} />}
      </PageHeader>
      {query.isPending && <LinearProgress aria-label={records('loading', { ns: 'common' })} />}
      {query.isError && <Alert severity="error">{records('errors.load_failed')}</Alert>}
      {record && (
        <>
          <RecordActions
            record={record}
            // Something typed and not saved would be lost to a transition: save it first. An
            // editor that offers the action itself (save and send) takes it over meanwhile.
            workflow={!dirty && !(saveAndSend && record.can_edit)}
            commentActions={commentActions}
            act={(action, comment) => act.mutateAsync({ record, action, comment }).then(() => undefined)}
            deleteTexts={{
              title: records('delete.title'),
              text: records('delete.text', { number: record.number }),
              done: records('notify.deleted'),
            }}
            remove={async () => {
              await remove.mutateAsync(record);
              navigate(module.routes.list, { replace: true });
            }}
          >
            {module.parts.pdf && <PdfButton record={base} />}
          </RecordActions>
          <ReadOnlyHint record={record} />
          {dirty && (
            <Alert severity="info" sx={{ mb: 2 }} data-testid="record-unsaved">
              {records('hints.save_before_action')}
            </Alert>
          )}
          <RecordLayout
            base={base}
            canEdit={record.can_edit}
            files={module.parts.files}
            comments={module.parts.comments}
            side={
              module.parts.history && <RecordHistory module={module} id={record.id} ownValue={ownValue} />
            }
            below={
              recordSlots.length > 0 && (
                <Suspense fallback={<LinearProgress aria-label={records('loading', { ns: 'common' })} />}>
                  {recordSlots.map((Slot, index) => (
                    // Slots are fixed for a module; their order is their identity.
                    // biome-ignore lint/suspicious/noArrayIndexKey: see above
                    <Slot key={index} module={module} record={record} refresh={refresh} />
                  ))}
                </Suspense>
              )
            }
          >
            {record.can_edit ? (
              <RecordForm
                key={record.id}
                record={record}
                onReload={async () => (await query.refetch()).data}
                onDirtyChange={setDirty}
              />
            ) : (
              <Stack spacing={3}>
                <RecordDetails module={module} record={record} />
                {detailSlots.length > 0 && (
                  <Suspense fallback={<LinearProgress />}>
                    {detailSlots.map((Slot, index) => (
                      // Slots are fixed for a module; their order is their identity.
                      // biome-ignore lint/suspicious/noArrayIndexKey: see above
                      <Slot key={index} module={module} record={record} refresh={refresh} />
                    ))}
                  </Suspense>
                )}
              </Stack>
            )}
          </RecordLayout>
        </>
      )}
    </Box>
  );
}

/** The module's note over a record the reader may not change (`readOnlyHints`), if it has one. */
function ReadOnlyHint({ record }: { record: TRecordItem }) {
  const { manifest: module, readOnlyHints } = useRecordModule();
  const { t } = useTranslation(module.key);
  const hint = readOnlyHints?.[record.status] ?? readOnlyHints?.['*'];
  if (record.can_edit || !hint) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }} data-testid="record-read-only">
      {t(hint)}
    </Alert>
  );
}
