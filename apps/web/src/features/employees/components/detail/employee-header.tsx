import { useState } from 'react';
import { Box, Breadcrumbs, Button, Chip, Link as MuiLink, Stack, Typography } from '@mui/material';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import Logout from '@mui/icons-material/Logout';
import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import type { EmployeeDetail } from '@planilla/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserAvatar } from '../../../../components/ui/user-avatar';
import { useAppAbility } from '../../../../lib/ability';
import { useFormat } from '../../../../lib/use-format';
import { formatNationalId } from '../../national-id';
import { STATUS_COLORS } from '../employees-panel';
import { InviteButton } from '../invite/invite-button';
import { StatusDialog, statusActionsOf, type StatusAction } from './status-dialog';

const ACTION_ICONS = {
  inactivate: <PersonOffOutlined />,
  exit: <Logout />,
  activate: <HowToRegOutlined />,
  reenter: <HowToRegOutlined />,
} as const;

type EmployeeHeaderProps = {
  employee: EmployeeDetail;
  /** The menu section, then the list the detail belongs to. */
  section: string;
  list: { label: string; href: string };
};

/** Name, number, cédula and status of the employee, the way back to the list, and (in)activation. */
export const EmployeeHeader = ({ employee, section, list }: EmployeeHeaderProps) => {
  const { t } = useTranslation();
  const format = useFormat();
  const canUpdate = useAppAbility().can('update', 'Employee');
  const [dialog, setDialog] = useState<{ open: boolean; action: StatusAction }>({
    open: false,
    action: 'inactivate',
  });
  const work = [employee.occupationName, employee.departmentName].filter(Boolean).join(' · ');

  return (
    <Box sx={{ mb: 3 }} data-testid="employee-header">
      <Breadcrumbs sx={{ typography: 'body2', color: 'text.secondary', mb: 1.5 }}>
        <span>{section}</span>
        <MuiLink component={Link} to={list.href} underline="hover" color="inherit" data-testid="back-to-list">
          {list.label}
        </MuiLink>
        <Typography variant="body2" sx={{ color: 'text.primary' }} noWrap>
          {employee.fullName}
        </Typography>
      </Breadcrumbs>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { xs: 'flex-start', md: 'center' }, justifyContent: 'space-between' }}
      >
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
          <UserAvatar name={`${employee.firstName} ${employee.firstSurname}`} size={56} />
          <Box sx={{ minWidth: 0 }}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
              <Typography variant="h5" component="h1" data-testid="employee-name">
                {employee.fullName}
              </Typography>
              <Chip
                size="small"
                color={STATUS_COLORS[employee.status]}
                label={t(`employees.status.${employee.status}`)}
                data-testid="employee-status"
              />
            </Stack>
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }} data-testid="employee-ids">
              {t('employeeDetail.header.number', { num: employee.num_empleado })}
              {' · '}
              {t(`employeeDetail.idTypes.${employee.idType}`)}{' '}
              {formatNationalId(employee.idType, employee.nationalId)}
              {work && ` · ${work}`}
            </Typography>
            {employee.status !== 'active' && (
              <Typography
                variant="caption"
                component="p"
                sx={{ color: 'text.secondary', mt: 0.25 }}
                data-testid="employee-status-reason"
              >
                {employee.status === 'exited' && employee.exitDate
                  ? t('employeeDetail.header.exitedOn', { date: format.date(employee.exitDate) })
                  : t('employeeDetail.header.inactiveSince', {
                      date: employee.statusChangedAt ? format.date(employee.statusChangedAt) : '—',
                    })}
                {employee.statusReason && ` — ${employee.statusReason}`}
              </Typography>
            )}
          </Box>
        </Stack>
        {canUpdate && (
          <Stack direction="row" spacing={1.5} sx={{ flexShrink: 0, flexWrap: 'wrap', rowGap: 1 }}>
            {employee.status === 'active' && <InviteButton employee={employee} />}
            {statusActionsOf(employee.status).map((action) => (
              <Button
                key={action}
                variant={action === 'exit' ? 'outlined' : 'contained'}
                color={action === 'activate' || action === 'reenter' ? 'success' : 'error'}
                startIcon={ACTION_ICONS[action]}
                onClick={() => setDialog({ open: true, action })}
                data-testid={`employee-${action}`}
              >
                {t(`employeeDetail.actions.${action}`)}
              </Button>
            ))}
          </Stack>
        )}
      </Stack>
      <StatusDialog
        open={dialog.open}
        action={dialog.action}
        employee={employee}
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
      />
    </Box>
  );
};
