import { useEffect, type ReactNode } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { enUS, esES } from '@mui/x-date-pickers/locales';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../../lib/settings';

/** Date pickers in the interface language: Spanish texts and day order for `cr`, English for `en`. */
export const DateLocalizationProvider = ({ children }: { children: ReactNode }) => {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const adapterLocale = language === 'cr' ? 'es' : 'en';
  useEffect(() => {
    dayjs.locale(adapterLocale);
  }, [adapterLocale]);
  const texts = (language === 'cr' ? esES : enUS).components.MuiLocalizationProvider.defaultProps.localeText;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={adapterLocale} localeText={texts}>
      {children}
    </LocalizationProvider>
  );
};
