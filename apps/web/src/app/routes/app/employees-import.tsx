import { Alert, Button, Card, CardContent, Stack } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { EmployeeImportWizard } from '../../../features/employees/components/import/employee-import-wizard';
import { PadronCard } from '../../../features/employees/components/import/padron-card';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useAppAbility } from '../../../lib/ability';
import { useSession } from '../../../lib/session';
import { usePageHeading } from './use-page-heading';

/**
 * `/payroll/personaldata/employees/import`: employees from a spreadsheet (who may create employees) and,
 * for the system administrator, the TSE electoral roll.
 */
export const EmployeesImportRoute = () => {
  const { t } = useTranslation();
  const heading = usePageHeading('personal-employees');
  const title = t('employeeImport.title');
  useDocumentTitle(title);
  const session = useSession();
  const ability = useAppAbility();
  const canImport = ability.can('create', 'Employee');
  // The roll is shared by every company: its system administrator loads it, not each company's.
  const canLoadPadron = ability.can('manage', 'all') && session?.userData.systemAdmin === true;
  return (
    <>
      <PageHeader
        title={title}
        trail={[...heading.trail, heading.title]}
        subtitle={t('employeeImport.subtitle', { company: session?.datosEmpresa.name ?? '' })}
        actions={
          <Button
            variant="outlined"
            color="secondary"
            startIcon={<ArrowBack />}
            component={Link}
            to={paths.app.employees.getHref()}
          >
            {t('employeeImport.backToList')}
          </Button>
        }
      />
      <Stack spacing={3}>
        {canImport ? (
          <EmployeeImportWizard />
        ) : (
          <Card>
            <CardContent sx={{ pt: 3 }}>
              <Alert severity="warning" data-testid="import-forbidden">
                {t('employeeImport.forbidden')}
              </Alert>
            </CardContent>
          </Card>
        )}
        {canLoadPadron && <PadronCard />}
      </Stack>
    </>
  );
};
