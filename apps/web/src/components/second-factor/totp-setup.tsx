import type { TSecondFactorSetup } from '@hse/contracts/second-factor';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SecondFactorCodeForm } from './code-form';

type TProps = {
  setup: TSecondFactorSetup;
  onConfirm: (code: string) => Promise<void>;
  actions?: ReactNode;
};

/** The QR code and the same secret as text (for an app on this very phone), then one code to confirm. */
export function TotpSetup({ setup, onConfirm, actions }: TProps) {
  const { t } = useTranslation('second_factor');
  const secret = setup.secret.replace(/(.{4})/g, '$1 ').trim();
  return (
    <SecondFactorCodeForm
      label={t('enrol.title')}
      submitLabel={t('enrol.confirm')}
      onSubmit={onConfirm}
      testId="mfa-enrol"
      actions={actions}
    >
      <Typography>{t('enrol.scan')}</Typography>
      <Box
        component="img"
        src={setup.qr_svg}
        alt={t('enrol.qr_alt')}
        sx={{ width: 200, maxWidth: '100%', height: 'auto', alignSelf: 'center', bgcolor: '#fff' }}
      />
      <Stack spacing={0.5}>
        <Typography variant="body2">{t('enrol.manual')}</Typography>
        <Typography
          component="code"
          data-testid="mfa-secret"
          data-secret={setup.secret}
          sx={{ fontFamily: 'monospace', fontSize: 16, overflowWrap: 'anywhere', userSelect: 'all' }}
        >
          {secret}
        </Typography>
      </Stack>
    </SecondFactorCodeForm>
  );
}
