import { useState } from 'react';
import { IconButton, InputAdornment } from '@mui/material';
import Visibility from '@mui/icons-material/VisibilityOutlined';
import VisibilityOff from '@mui/icons-material/VisibilityOffOutlined';
import { useTranslation } from 'react-i18next';
import { FormField, type FormFieldProps } from './form-field';

/** A password input with a show/hide button. */
export const PasswordField = (props: Omit<FormFieldProps, 'type' | 'endAdornment'>) => {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const label = visible ? t('common.actions.hidePassword') : t('common.actions.showPassword');
  return (
    <FormField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            edge="end"
            size="small"
            aria-label={label}
            title={label}
            onClick={() => setVisible((v) => !v)}
            onMouseDown={(e) => e.preventDefault()}
          >
            {visible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
};
