import type { TOrganization } from '@hse/contracts/organizations';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { notify } from '../../app/notifications-store';
import { errorDetail } from '../../components/error-detail';
import { pickName, useLanguage } from '../../components/localized';
import { useDeleteOrganization } from './organizations-queries';

type TProps = {
  organization: TOrganization | null;
  onClose: () => void;
  onDeleted: (org: TOrganization) => void;
};

/** The server refuses (409) while children or users remain; its text stays in the dialog. */
export function OrganizationDeleteDialog({ organization, onClose, onDeleted }: TProps) {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const mutation = useDeleteOrganization();
  const close = () => {
    mutation.reset();
    onClose();
  };
  const confirm = () => {
    if (!organization) return;
    mutation.mutate(organization, {
      onSuccess: () => {
        notify({ type: 'success', message: t('notify.deleted') });
        onDeleted(organization);
        close();
      },
    });
  };
  return (
    <Dialog open={organization !== null} onClose={close} maxWidth="xs" fullWidth>
      <DialogTitle>{t('organizations.delete.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t('organizations.delete.text', { name: organization ? pickName(organization, lang) : '' })}
        </DialogContentText>
        {mutation.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorDetail(mutation.error, t('errors.generic'))}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('buttons.cancel', { ns: 'common' })}</Button>
        <Button variant="contained" color="error" onClick={confirm} loading={mutation.isPending}>
          {t('organizations.actions.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
