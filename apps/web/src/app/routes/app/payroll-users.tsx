import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { BookmarkToggle } from '../../../features/navigation/components/bookmark-toggle';
import { UsersPanel } from '../../../features/users/components/users-panel';
import { useSession } from '../../../lib/session';
import { usePageHeading } from './use-page-heading';

/** `/payroll/administrator/payrollusers/list`: users of the payroll system in this company. */
export const PayrollUsersRoute = () => {
  const { t } = useTranslation();
  const heading = usePageHeading('payroll-users');
  const session = useSession();
  return (
    <>
      <PageHeader
        title={heading.title}
        trail={heading.trail}
        readOnly={heading.readOnly}
        subtitle={t('users.subtitle', { company: session?.datosEmpresa.name ?? '' })}
        titleAdornment={<BookmarkToggle link={heading.link} />}
      />
      <UsersPanel companyName={session?.datosEmpresa.name ?? ''} />
    </>
  );
};
