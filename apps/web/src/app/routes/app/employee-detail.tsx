import { Alert, Box, Button, Card, Skeleton, Stack, Tab, Tabs } from '@mui/material';
import type { EmployeeDetail } from '@planilla/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { StatusPage } from '../../../components/ui/status-page';
import { paths } from '../../../config/paths';
import { useEmployee } from '../../../features/employees/api/get-employee';
import { AssignmentTab } from '../../../features/employees/components/detail/assignment-tab';
import { CertificatesTab } from '../../../features/employees/components/detail/certificates-tab';
import { EmployeeHeader } from '../../../features/employees/components/detail/employee-header';
import { EntriesTab } from '../../../features/employees/components/detail/entries-tab';
import { LocalizationsTab } from '../../../features/employees/components/detail/localizations-tab';
import { PeriodicityTab } from '../../../features/employees/components/detail/periodicity-tab';
import { ProjectionTab } from '../../../features/employees/components/detail/projection-tab';
import { SalariesTab } from '../../../features/employees/components/detail/salaries-tab';
import { VacationsTab } from '../../../features/employees/components/detail/vacations-tab';
import { EmployeeGeneralTab } from '../../../features/employees/components/employee-general-tab';
import { EmployeePayItemsTab } from '../../../features/pay-items/components/employee-pay-items-tab';
import { SettlementCard } from '../../../features/settlement/components/settlement-card';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { isApiError } from '../../../lib/api-client';
import { translateError } from '../../../lib/errors';
import { findPage, sectionTitleKey } from '../../../lib/pages';
import { useSession } from '../../../lib/session';

/** The detail's tabs, in order; `?tab=` names one (`general` is the default and is left out of the URL). */
export const DETAIL_TABS = [
  'general',
  'localizations',
  'salaries',
  'payItems',
  'entries',
  'assignment',
  'periodicity',
  'vacations',
  'projection',
  'certificates',
] as const;
export type DetailTab = (typeof DETAIL_TABS)[number];
const isDetailTab = (value: string | null): value is DetailTab =>
  (DETAIL_TABS as readonly (string | null)[]).includes(value);

const TabPanel = ({ tab, employee }: { tab: DetailTab; employee: EmployeeDetail }) => {
  const num = employee.num_empleado;
  switch (tab) {
    case 'general':
      return <EmployeeGeneralTab employee={employee} />;
    case 'localizations':
      return <LocalizationsTab employeeNumber={num} />;
    case 'salaries':
      return <SalariesTab employee={employee} />;
    case 'payItems':
      return (
        <EmployeePayItemsTab
          employeeNumber={num}
          periodicity={employee.periodicity}
          employeeActive={employee.status === 'active'}
        />
      );
    case 'entries':
      // Who left: the settlement of the exit below the periods.
      return (
        <Stack spacing={3}>
          <EntriesTab employeeNumber={num} />
          {employee.status === 'exited' && <SettlementCard employeeNumber={num} />}
        </Stack>
      );
    case 'assignment':
      return <AssignmentTab employee={employee} />;
    case 'periodicity':
      return <PeriodicityTab employee={employee} />;
    case 'vacations':
      return <VacationsTab employeeNumber={num} />;
    case 'projection':
      return <ProjectionTab employeeNumber={num} />;
    case 'certificates':
      return <CertificatesTab employeeNumber={num} active={employee.status === 'active'} />;
  }
};

/** The employees page of the menu: the breadcrumb's section and the list's name. */
const useListHeading = () => {
  const { t } = useTranslation();
  const page = findPage('personal-employees');
  return {
    section: page ? t(sectionTitleKey(page.section)) : '',
    list: { label: page ? t(page.titleKey) : '', href: paths.app.employees.getHref() },
  };
};

const EmployeeNotFound = ({ employeeNumber }: { employeeNumber: string }) => {
  const { t } = useTranslation();
  const session = useSession();
  useDocumentTitle(t('employeeDetail.notFound.title'));
  return (
    <StatusPage
      code="404"
      title={t('employeeDetail.notFound.title')}
      description={t('employeeDetail.notFound.description', {
        num: employeeNumber,
        company: session?.datosEmpresa.name ?? '',
      })}
      actions={
        <Button
          variant="contained"
          component={Link}
          to={paths.app.employees.getHref()}
          data-testid="employee-not-found-back"
        >
          {t('employeeDetail.notFound.action')}
        </Button>
      }
    />
  );
};

const EmployeeDetailScreen = ({ employeeNumber }: { employeeNumber: number }) => {
  const { t } = useTranslation();
  const heading = useListHeading();
  const employee = useEmployee(employeeNumber);
  const [query, setQuery] = useSearchParams();
  const requested = query.get('tab');
  const tab: DetailTab = isDetailTab(requested) ? requested : 'general';
  useDocumentTitle(employee.data?.fullName ?? heading.list.label);

  const selectTab = (next: DetailTab) =>
    setQuery(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'general') params.delete('tab');
        else params.set('tab', next);
        return params;
      },
      { replace: true },
    );

  if (employee.isError) {
    if (isApiError(employee.error) && employee.error.status === 404)
      return <EmployeeNotFound employeeNumber={String(employeeNumber)} />;
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void employee.refetch()}>
            {t('common.actions.retry')}
          </Button>
        }
      >
        {translateError(t, employee.error)}
      </Alert>
    );
  }

  if (!employee.data)
    return (
      <Stack spacing={3} data-testid="employee-loading">
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Skeleton variant="circular" width={56} height={56} />
          <Box sx={{ flex: 1 }}>
            <Skeleton variant="text" width="40%" height={36} />
            <Skeleton variant="text" width="30%" />
          </Box>
        </Stack>
        <Skeleton variant="rounded" height={48} />
        <Skeleton variant="rounded" height={320} />
      </Stack>
    );

  return (
    <>
      <EmployeeHeader employee={employee.data} section={heading.section} list={heading.list} />
      <Card sx={{ mb: 3 }}>
        <Tabs
          value={tab}
          onChange={(_event, value: DetailTab) => selectTab(value)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={t('employeeDetail.tabs.label')}
          sx={{ px: 1, '& .MuiTab-root': { minHeight: 52, px: 1.5, textTransform: 'none', fontWeight: 500 } }}
        >
          {DETAIL_TABS.map((value) => (
            <Tab
              key={value}
              value={value}
              label={t(`employeeDetail.tabs.${value}`)}
              id={`employee-tab-${value}`}
              aria-controls={`employee-tabpanel-${value}`}
              data-testid={`tab-${value}`}
            />
          ))}
        </Tabs>
      </Card>
      <Box role="tabpanel" id={`employee-tabpanel-${tab}`} aria-labelledby={`employee-tab-${tab}`}>
        <TabPanel tab={tab} employee={employee.data} />
      </Box>
    </>
  );
};

/** `/payroll/personaldata/employees/:employeeNumber?tab=...`: one employee, their history and their pay. */
export const EmployeeDetailRoute = () => {
  const { employeeNumber = '' } = useParams();
  const num = Number(employeeNumber);
  if (!/^\d{1,8}$/.test(employeeNumber) || num <= 0)
    return <EmployeeNotFound employeeNumber={employeeNumber} />;
  // A new number is a new screen: nothing of the previous employee stays (dialogs, forms).
  return <EmployeeDetailScreen key={num} employeeNumber={num} />;
};
