import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { EMPLOYEE_STATUSES, type EmployeeStatus } from '@planilla/contracts';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { InviteAllButton } from '../../../features/employees/components/invite/invite-all-dialog';
import { EmployeesPanel } from '../../../features/employees/components/employees-panel';
import { BookmarkToggle } from '../../../features/navigation/components/bookmark-toggle';
import { useAppAbility } from '../../../lib/ability';
import { useSession } from '../../../lib/session';
import { usePageHeading } from './use-page-heading';

const isStatus = (value: string | null): value is EmployeeStatus =>
  (EMPLOYEE_STATUSES as readonly (string | null)[]).includes(value);

/** `/payroll/personaldata/employees/list`: the company's employees. */
export const EmployeesRoute = () => {
  const { t } = useTranslation();
  const heading = usePageHeading('personal-employees');
  const session = useSession();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const ability = useAppAbility();
  const canCreate = ability.can('create', 'Employee');
  const canInvite = ability.can('update', 'Employee');
  const status = query.get('status');
  return (
    <>
      <PageHeader
        title={heading.title}
        trail={heading.trail}
        readOnly={heading.readOnly}
        subtitle={t('employees.list.subtitle', { company: session?.datosEmpresa.name ?? '' })}
        titleAdornment={<BookmarkToggle link={heading.link} />}
        actions={canInvite ? <InviteAllButton /> : undefined}
      />
      {/* The key restarts the panel when the page search opens it with another term. */}
      <EmployeesPanel
        key={query.toString()}
        onOpen={(num) => void navigate(paths.app.employeeDetail.getHref(num))}
        onCreate={canCreate ? () => void navigate(paths.app.employeeNew.getHref()) : undefined}
        onImport={canCreate ? () => void navigate(paths.app.employeeImport.getHref()) : undefined}
        initialSearch={query.get('search') ?? undefined}
        initialStatus={isStatus(status) ? status : undefined}
      />
    </>
  );
};
