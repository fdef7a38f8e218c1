import type { TWorkflowAction } from '@hse/contracts/workflow';
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { PdfButton } from '../download-button';
import { PageHeader } from '../page-header';
import { RecordActions } from '../record-actions';
import { RecordLayout } from '../record-layout';
import { RecordHistory } from './record-history';
import { usePageTexts, useRecordModule } from './record-module';
import { queriesOf } from './record-queries';
import { RecordChips, RecordReadOnly, Slots } from './record-view-parts';

const noHistoryValue = () => () => null;

/**
 * A module route's read-only record (`page: 'view'`), for a module whose editor is a screen of its
 * own (`editHref`): its workflow, files, comments, history, PDF and printable copy (a `print` route).
 */
export default function RecordViewPage() {
  const { id = '' } = useParams();
  const {
    manifest: module,
    route,
    routes = [],
    editHref,
    recordSlots = [],
    sideSlots = [],
    useHistoryValue = noHistoryValue,
    recordHeading,
  } = useRecordModule();
  const ownValue = useHistoryValue();
  const { t } = useTranslation(module.key);
  const records = usePageTexts(module);
  const navigate = useNavigate();
  const queries = queriesOf(module);
  const query = queries.useItem(id);
  const act = queries.useAction();
  const remove = queries.useDelete();
  const record = query.data;
  const refresh = () => void query.refetch();
  const title = t(route?.heading ?? 'titles.record');
  // A route's own heading first, then the module's heading of a record (as on the record page).
  const headingOf = (number: string | undefined) => {
    if (!number) return title;
    if (!route?.heading && recordHeading) return t(recordHeading, { number });
    return `${title} ${number}`;
  };
  const print = routes.find((other) => other.page === 'print');
  const commentActions = Object.entries(module.workflow.actions)
    .filter(([, transition]) => transition?.commentRequired)
    .map(([action]) => action as TWorkflowAction);
  return (
    <Box>
      <PageHeader
        title={headingOf(record?.number)}
        back={{ to: module.routes.list, label: records('actions.back_to_list') }}
      >
        {record && <RecordChips record={record} refresh={refresh} />}
      </PageHeader>
      {query.isPending && <LinearProgress />}
      {query.isError && <Alert severity="error">{records('errors.load_failed')}</Alert>}
      {record && (
        <>
          <RecordActions
            record={record}
            workflow
            commentActions={commentActions}
            act={(action, comment) => act.mutateAsync({ record, action, comment }).then(() => undefined)}
            editTo={editHref?.(record)}
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
            {print && (
              <Button
                component={RouterLink}
                to={print.path.replace(':id', record.id)}
                startIcon={<PrintIcon />}
              >
                {records('actions.print_copy')}
              </Button>
            )}
            {module.parts.pdf && <PdfButton record={queries.paths.base(record.id)} />}
          </RecordActions>
          <RecordLayout
            base={queries.paths.base(record.id)}
            canEdit={record.can_edit}
            files={module.parts.files}
            comments={module.parts.comments}
            side={
              <>
                <Slots slots={sideSlots} record={record} refresh={refresh} />
                {module.parts.history && <RecordHistory module={module} id={record.id} ownValue={ownValue} />}
              </>
            }
            below={<Slots slots={recordSlots} record={record} refresh={refresh} />}
          >
            <RecordReadOnly record={record} refresh={refresh} />
          </RecordLayout>
        </>
      )}
    </Box>
  );
}
