import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import type { Control, ControllerProps, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField, type TTextFieldExtras } from './text-field';

type TProps<T extends FieldValues> = Omit<TTextFieldExtras, 'type' | 'endAdornment'> & {
  name: Path<T>;
  control: Control<T>;
  label: string;
  rules?: ControllerProps<T>['rules'];
};

export function PasswordField<T extends FieldValues>(props: TProps<T>) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  const toggleLabel = visible ? t('fields.hide_password') : t('fields.show_password');
  return (
    <FormTextField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            edge="end"
            size="small"
            aria-label={toggleLabel}
            aria-pressed={visible}
            onClick={() => setVisible((v) => !v)}
            onMouseDown={(event) => event.preventDefault()}
          >
            {visible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
