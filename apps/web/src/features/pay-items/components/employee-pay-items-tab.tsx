import { useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  Chip,
  Divider,
  FormControlLabel,
  IconButton,
  Skeleton,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import EventBusy from '@mui/icons-material/EventBusy';
import History from '@mui/icons-material/History';
import PriceCheck from '@mui/icons-material/PriceCheck';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import {
  PAY_ITEM_CLASSES_WITH_BALANCE,
  type EmployeePayItemDto,
  type PayPeriodicity,
} from '@planilla/contracts';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { useAppAbility } from '../../../lib/ability';
import { translateError } from '../../../lib/errors';
import { useFormat } from '../../../lib/use-format';
import { useEmployeePayItems } from '../api/list-employee-pay-items';
import { usePayees } from '../api/list-payees';
import { usePayItemTypes } from '../api/list-pay-item-types';
import { DeletePayItemDialog, EndPayItemDialog, PayoffDialog } from './item-action-dialogs';
import { MovementsDialog } from './movements-dialog';
import { PayItemDialog } from './pay-item-dialog';
import { STATE_COLOR, useOptionalMoney, usePayItemValueText } from './use-pay-item-text';
import { Figure } from '../../../components/ui/figure';

type Props = {
  employeeNumber: number;
  periodicity: PayPeriodicity;
  /** Only an active employee takes new items (the server refuses others with PAY_ITEM_EMPLOYEE_INACTIVE). */
  employeeActive: boolean;
};

const Action = ({
  title,
  onClick,
  testId,
  children,
}: {
  title: string;
  onClick: () => void;
  testId: string;
  children: ReactNode;
}) => (
  <Tooltip title={title}>
    <IconButton size="small" aria-label={title} onClick={onClick} data-testid={testId}>
      {children}
    </IconButton>
  </Tooltip>
);

type Open =
  | { kind: 'edit' | 'end' | 'payoff' | 'delete' | 'history'; item: EmployeePayItemDto }
  | { kind: 'new' }
  | null;

/**
 * "Deducciones y percepciones": the employee's pay items (court orders, loans, the association, commissions …)
 * with their value, dates, payee, balance and what rolled forward; add, edit (while no closed payroll used it),
 * end, early payoff, delete (never used), history. Read-only without `update Employee` (the auditor).
 */
export const EmployeePayItemsTab = ({ employeeNumber, periodicity, employeeActive }: Props) => {
  const { t } = useTranslation();
  const format = useFormat();
  const money = useOptionalMoney();
  const valueText = usePayItemValueText();
  const canEdit = useAppAbility().can('update', 'Employee');
  const [includeEnded, setIncludeEnded] = useState(false);
  const items = useEmployeePayItems(employeeNumber, includeEnded);
  // The catalogue and the payees feed only the dialog: a reader does not ask for them.
  const types = usePayItemTypes(canEdit);
  const payees = usePayees(canEdit);
  const [open, setOpen] = useState<Open>(null);
  const rows = items.data ?? [];
  const live = (i: EmployeePayItemDto) => i.state === 'active' || i.state === 'scheduled';
  const inForce = rows.filter((i) => i.state === 'active');
  // What is owed on loans and advances, those scheduled to start included (an embargo's debt is the court's).
  const totalBalance = rows
    .filter((i) => live(i) && PAY_ITEM_CLASSES_WITH_BALANCE.includes(i.itemClass))
    .reduce((sum, i) => sum + (i.balance ?? 0), 0);
  const totalDeferred = rows.filter(live).reduce((sum, i) => sum + i.deferred, 0);
  const itemOf = (kind: 'edit' | 'end' | 'payoff' | 'delete' | 'history') =>
    open && open.kind === kind ? open.item : null;
  const close = () => setOpen(null);

  return (
    <Stack spacing={3}>
      {items.data && (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2 }}>
          <Figure
            label={t('payItems.tab.inForce')}
            value={format.number(inForce.length)}
            testId="pay-items-in-force"
          />
          <Figure
            label={t('payItems.tab.balance')}
            value={format.centimos(totalBalance)}
            testId="pay-items-balance"
          />
          <Figure
            label={t('payItems.tab.deferred')}
            value={format.centimos(totalDeferred)}
            testId="pay-items-deferred"
            color={totalDeferred > 0 ? 'warning.main' : undefined}
          />
        </Box>
      )}
      <Card data-testid="pay-items-tab">
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{
            px: 3,
            pt: 2.5,
            pb: 1.5,
            alignItems: { xs: 'flex-start', sm: 'center' },
            justifyContent: 'space-between',
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography component="h2" sx={{ fontSize: '1.0625rem', fontWeight: 600 }}>
              {t('payItems.tab.title')}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('payItems.tab.subtitle')}
            </Typography>
          </Box>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexShrink: 0 }}>
            <FormControlLabel
              control={
                <Switch
                  checked={includeEnded}
                  onChange={(e) => setIncludeEnded(e.target.checked)}
                  slotProps={{ input: { 'aria-label': t('payItems.tab.showEnded') } }}
                  data-testid="pay-items-show-ended"
                />
              }
              label={t('payItems.tab.showEnded')}
            />
            {canEdit && employeeActive && (
              <Button
                variant="contained"
                startIcon={<Add />}
                onClick={() => setOpen({ kind: 'new' })}
                data-testid="add-pay-item"
              >
                {t('payItems.tab.add')}
              </Button>
            )}
          </Stack>
        </Stack>
        <Divider />
        {canEdit && !employeeActive && (
          <Alert severity="info" sx={{ m: 2.5 }}>
            {t('payItems.tab.inactiveEmployee')}
          </Alert>
        )}
        {items.isLoading && <Skeleton variant="rounded" height={96} sx={{ m: 2.5 }} />}
        {items.error && (
          <Alert
            severity="error"
            sx={{ m: 2.5 }}
            action={
              <Button color="inherit" size="small" onClick={() => void items.refetch()}>
                {t('common.actions.retry')}
              </Button>
            }
          >
            {translateError(t, items.error)}
          </Alert>
        )}
        {items.isSuccess && rows.length === 0 && (
          <EmptyState
            icon={<RequestQuoteOutlined />}
            title={t('payItems.tab.empty')}
            description={t('payItems.tab.emptyHelp')}
          />
        )}
        {rows.length > 0 && (
          <TableContainer>
            <Table size="small" data-testid="pay-items-table" sx={{ minWidth: 980 }}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('payItems.fields.type')}</TableCell>
                  <TableCell align="right">{t('payItems.fields.value')}</TableCell>
                  <TableCell>{t('payItems.fields.period')}</TableCell>
                  <TableCell>{t('payItems.fields.payee')}</TableCell>
                  <TableCell align="right">{t('payItems.fields.balance')}</TableCell>
                  <TableCell align="right">{t('payItems.fields.deferred')}</TableCell>
                  <TableCell>{t('payItems.fields.state')}</TableCell>
                  <TableCell align="right">{t('payItems.fields.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((item) => (
                  <TableRow key={item.id} data-testid="pay-item-row" hover>
                    <TableCell>
                      <Typography variant="body2" sx={{ fontWeight: 500 }}>
                        {item.typeName}
                      </Typography>
                      <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
                        {/* The class when it says more than the name (a shipped type is named as its class). */}
                        {[t(`payItems.classes.${item.itemClass}`), item.reference]
                          .filter((part) => part && part !== item.typeName)
                          .join(' · ')}
                      </Typography>
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {valueText(item)}
                      {item.frequency === 'once' && (
                        <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
                          {t('payItems.frequencies.once')}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {item.validTo
                        ? t('payItems.tab.fromTo', {
                            from: format.date(item.validFrom),
                            to: format.date(item.validTo),
                          })
                        : t('payItems.tab.from', { from: format.date(item.validFrom) })}
                    </TableCell>
                    <TableCell>{item.payeeName ?? '—'}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {money(item.balance)}
                      {item.principal !== null && (
                        <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
                          {t('payItems.tab.ofPrincipal', { principal: format.centimos(item.principal) })}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {item.deferred > 0 ? (
                        <Tooltip title={t('payItems.tab.deferredHelp')}>
                          <Typography
                            variant="body2"
                            component="span"
                            sx={{ color: 'warning.main', fontWeight: 500 }}
                            data-testid="pay-item-deferred"
                          >
                            {format.centimos(item.deferred)}
                          </Typography>
                        </Tooltip>
                      ) : (
                        '—'
                      )}
                    </TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        color={STATE_COLOR[item.state]}
                        label={t(`payItems.states.${item.state}`)}
                        data-testid="pay-item-state"
                      />
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Action
                        title={t('payItems.actions.history')}
                        onClick={() => setOpen({ kind: 'history', item })}
                        testId="pay-item-history"
                      >
                        <History fontSize="small" />
                      </Action>
                      {canEdit && live(item) && !item.usedByClosedPayroll && (
                        <Action
                          title={t('payItems.actions.edit')}
                          onClick={() => setOpen({ kind: 'edit', item })}
                          testId="pay-item-edit"
                        >
                          <EditOutlined fontSize="small" />
                        </Action>
                      )}
                      {canEdit && live(item) && (
                        <Action
                          title={t('payItems.actions.end')}
                          onClick={() => setOpen({ kind: 'end', item })}
                          testId="pay-item-end"
                        >
                          <EventBusy fontSize="small" />
                        </Action>
                      )}
                      {canEdit &&
                        live(item) &&
                        PAY_ITEM_CLASSES_WITH_BALANCE.includes(item.itemClass) &&
                        (item.balance ?? 0) > 0 && (
                          <Action
                            title={t('payItems.actions.payoff')}
                            onClick={() => setOpen({ kind: 'payoff', item })}
                            testId="pay-item-payoff"
                          >
                            <PriceCheck fontSize="small" />
                          </Action>
                        )}
                      {canEdit && !item.usedByClosedPayroll && (
                        <Action
                          title={t('payItems.actions.delete')}
                          onClick={() => setOpen({ kind: 'delete', item })}
                          testId="pay-item-delete"
                        >
                          <DeleteOutline fontSize="small" />
                        </Action>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Card>
      {canEdit && (
        <>
          <PayItemDialog
            open={open?.kind === 'new' || open?.kind === 'edit'}
            employeeNumber={employeeNumber}
            periodicity={periodicity}
            item={itemOf('edit')}
            types={types.data ?? []}
            payees={payees.data ?? []}
            onClose={close}
          />
          <EndPayItemDialog item={itemOf('end')} onClose={close} />
          <PayoffDialog item={itemOf('payoff')} onClose={close} />
          <DeletePayItemDialog item={itemOf('delete')} onClose={close} />
        </>
      )}
      <MovementsDialog employeeNumber={employeeNumber} item={itemOf('history')} onClose={close} />
    </Stack>
  );
};
