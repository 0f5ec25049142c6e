import { Box, Breadcrumbs, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { EmployeeForm } from '../../../features/employees/components/employee-form/employee-form';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useAppAbility } from '../../../lib/ability';
import { findPage, sectionTitleKey } from '../../../lib/pages';
import { ForbiddenPage } from './forbidden';

/** `/payroll/personaldata/employees/new`: "Nuevo empleado"; after saving, the new employee's detail. */
export const EmployeeNewRoute = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = findPage('personal-employees');
  const title = t('employeeForm.newTitle');
  useDocumentTitle(title);
  const canCreate = useAppAbility().can('create', 'Employee');
  if (!canCreate) return <ForbiddenPage />;
  return (
    <>
      <Box sx={{ mb: 3 }}>
        <Breadcrumbs sx={{ typography: 'body2', color: 'text.secondary', mb: 0.5 }}>
          {list && <span>{t(sectionTitleKey(list.section))}</span>}
          <Link
            component={RouterLink}
            to={paths.app.employees.getHref()}
            underline="hover"
            color="inherit"
            data-testid="breadcrumb-employees"
          >
            {list ? t(list.titleKey) : t('menu.employees')}
          </Link>
          <Typography variant="body2" sx={{ color: 'text.primary' }}>
            {title}
          </Typography>
        </Breadcrumbs>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.25 }}>
          {t('employeeForm.newSubtitle')}
        </Typography>
      </Box>
      <EmployeeForm
        onSaved={(employee) => void navigate(paths.app.employeeDetail.getHref(employee.num_empleado))}
        onCancel={() => void navigate(paths.app.employees.getHref())}
      />
    </>
  );
};
