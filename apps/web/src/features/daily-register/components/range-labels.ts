import type { TFunction } from 'i18next';

/** The date and submit labels the register's three range dialogs share (vacation, disability, unpaid leave). */
export const registerRangeLabels = (t: TFunction) => ({
  from: t('dailyRegister.fields.from'),
  to: t('dailyRegister.fields.to'),
  submit: t('dailyRegister.actions.register'),
});
