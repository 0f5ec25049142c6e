import { getSession } from '../../../lib/session';

/** Whose self-service this is: the company and the user (a switch or another sign-in is another person's). */
const scope = () => {
  const user = getSession()?.userData;
  return { company: user?.num_empresa ?? 0, user: user?.num_usuario ?? 0 } as const;
};

/** Query keys of the self-service pages, scoped by company and user. */
export const selfServiceKeys = {
  all: ['selfService'] as const,
  payslips: () => [...selfServiceKeys.all, scope(), 'payslips'] as const,
  payslip: (payrollId: number) => [...selfServiceKeys.all, scope(), 'payslip', payrollId] as const,
  vacations: () => [...selfServiceKeys.all, scope(), 'vacations'] as const,
  /** `year` undefined: the year the server opens on. */
  aguinaldo: (year: number | undefined) =>
    [...selfServiceKeys.all, scope(), 'aguinaldo', year ?? 'current'] as const,
  settlement: () => [...selfServiceKeys.all, scope(), 'settlement'] as const,
  certificates: () => [...selfServiceKeys.all, scope(), 'certificates'] as const,
  requests: () => [...selfServiceKeys.all, scope(), 'vacationRequests'] as const,
  previews: () => [...selfServiceKeys.all, scope(), 'vacationPreview'] as const,
  preview: (from: string, to: string) => [...selfServiceKeys.previews(), from, to] as const,
  myData: () => [...selfServiceKeys.all, scope(), 'myData'] as const,
  myDataRequests: () => [...selfServiceKeys.all, scope(), 'myDataRequests'] as const,
  actions: () => [...selfServiceKeys.all, scope(), 'actions'] as const,
};
