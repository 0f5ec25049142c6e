import type { EmployeeDetail } from '@planilla/contracts';

/** The detail's "General data" tab: placeholder, replaced by the view/edit form. */
export const EmployeeGeneralTab = (_props: { employee: EmployeeDetail }) => null;
