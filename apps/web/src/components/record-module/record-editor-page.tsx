import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { AttachmentsPanel } from '../attachments-panel';
import { PageHeader } from '../page-header';
import { PickersProvider } from './date-pickers';
import { RecordForm } from './record-form';
import { recordHref, usePageTexts, useRecordModule } from './record-module';
import { queriesOf } from './record-queries';
import { Slots } from './record-view-parts';

/**
 * A module route's editor alone (`page: 'edit'`), where the record is read on a screen of its
 * own (`page: 'view'`): a new record without `:id`; a record the reader may no longer change
 * says so and leads back to it. Its files beside the form once it is saved.
 */
export default function RecordEditorPage() {
  const { id: param } = useParams();
  const { pathname } = useLocation();
  const { manifest: module, route, headerSlots = [], viewHref, recordHeading } = useRecordModule();
  // A parent's route names the record the new one is written for, not a record of this module.
  const parent = route?.parent;
  const id = parent ? undefined : param;
  const { t } = useTranslation(module.key);
  const records = usePageTexts(module);
  const queries = queriesOf(module);
  const query = queries.useItem(id);
  const record = query.data;
  const title = t(route?.heading ?? (id ? 'titles.record' : 'titles.create'));
  const heading = (number: string) =>
    !route?.heading && recordHeading ? t(recordHeading, { number }) : `${title} ${number}`;
  const recordTo = (saved: NonNullable<typeof record>) => viewHref?.(saved) ?? recordHref(module, saved.id);
  const back = record
    ? { to: recordTo(record), label: records('actions.back_to_record') }
    : parent && param
      ? { to: parent.href.replace(':id', param), label: t(parent.label) }
      : { to: module.routes.list, label: records('actions.back_to_list') };
  return (
    <PickersProvider>
      <Box>
        <PageHeader title={record ? heading(record.number) : title} back={back}>
          {record && <Slots slots={headerSlots} record={record} refresh={() => void query.refetch()} />}
        </PageHeader>
        {id && query.isPending && <LinearProgress />}
        {id && query.isError && <Alert severity="error">{records('errors.load_failed')}</Alert>}
        {record && !record.can_edit && (
          <Alert severity="warning">
            {records('hints.not_editable')}{' '}
            <RouterLink to={recordTo(record)}>{records('actions.back_to_record')}</RouterLink>
          </Alert>
        )}
        {(!id || record?.can_edit) && (
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, lg: 8 }}>
              <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
                {/* A new key per record and route: the fields start fresh when the route switches. */}
                <RecordForm
                  key={`${pathname}-${record?.id ?? 'new'}`}
                  record={record}
                  onReload={async () => (await query.refetch()).data}
                  cancelTo={back.to}
                />
              </Paper>
            </Grid>
            {module.parts.files && (
              <Grid size={{ xs: 12, lg: 4 }}>
                {record ? (
                  <AttachmentsPanel base={queries.paths.base(record.id)} canEdit={record.can_edit} />
                ) : (
                  <Alert severity="info">{records('hints.files_after_save')}</Alert>
                )}
              </Grid>
            )}
          </Grid>
        )}
      </Box>
    </PickersProvider>
  );
}
