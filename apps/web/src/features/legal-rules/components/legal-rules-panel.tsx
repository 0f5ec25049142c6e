import { useState, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Card,
  Divider,
  Skeleton,
  Stack,
  Tab,
  TableContainer,
  Tabs,
  Typography,
} from '@mui/material';
import Add from '@mui/icons-material/Add';
import type { LegalRuleInterval } from '@planilla/contracts';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../lib/errors';
import { useLegalRules } from '../api/list-legal-rules';
import { CarriedForwardAlert } from './carried-forward-alert';
import { DeleteRuleDialog } from './delete-rule-dialog';
import { HolidaysTables } from './holidays-tables';
import { RuleDialog } from './rule-dialog';
import type { RowActions } from './rule-cells';
import {
  LEGAL_TABS,
  kindOfInterval,
  registrableKindOf,
  type LegalTab,
  type RegistrableKind,
} from './rule-tables';
import {
  CcssTable,
  MinimumWageTable,
  MinimumWageYearsTable,
  ProvisionsTable,
  SalaryTaxTable,
} from './rule-value-tables';

type LegalRulesPanelProps = {
  tab: LegalTab;
  onTabChange: (tab: LegalTab) => void;
  /** The installation's system administrator: may register, change and delete values. */
  canRegister: boolean;
};

/**
 * "Parámetros legales": every rule table of the law with its intervals, dates, source and state. The
 * system administrator registers newly published values (and changes or deletes those not yet in force).
 */
export const LegalRulesPanel = ({ tab, onTabChange, canRegister }: LegalRulesPanelProps) => {
  const { t } = useTranslation();
  const rules = useLegalRules();
  const [dialog, setDialog] = useState<{ kind: RegistrableKind; editing: LegalRuleInterval | null } | null>(
    null,
  );
  const [deleting, setDeleting] = useState<LegalRuleInterval | null>(null);
  const kind = registrableKindOf(tab);

  const actions: RowActions = canRegister
    ? {
        onEdit: (interval) => {
          const intervalKind = kindOfInterval(interval);
          if (intervalKind) setDialog({ kind: intervalKind, editing: interval });
        },
        onDelete: setDeleting,
      }
    : null;

  let content: ReactNode;
  if (rules.isLoading) content = <Skeleton variant="rounded" height={320} sx={{ m: 2 }} />;
  else if (!rules.data)
    content = (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={<Button onClick={() => void rules.refetch()}>{t('legalRules.retry')}</Button>}
      >
        {translateError(t, rules.error)}
      </Alert>
    );
  else {
    const data = rules.data;
    content = (
      <TableContainer>
        {tab === 'salaryTax' && <SalaryTaxTable data={data} actions={actions} />}
        {tab === 'minimumWage' && (
          <>
            <MinimumWageYearsTable data={data} />
            <MinimumWageTable data={data} actions={actions} />
          </>
        )}
        {tab === 'ccss' && <CcssTable data={data} actions={actions} />}
        {tab === 'provisions' && <ProvisionsTable data={data} />}
        {tab === 'holidays' && <HolidaysTables data={data} actions={actions} />}
      </TableContainer>
    );
  }

  return (
    <Stack spacing={2.5}>
      {rules.data && <CarriedForwardAlert data={rules.data} />}
      {!canRegister && (
        <Alert severity="info" data-testid="legal-read-only">
          {t('legalRules.readOnly')}
        </Alert>
      )}
      <Card>
        <Tabs
          value={tab}
          onChange={(_event, next: LegalTab) => onTabChange(next)}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ px: 2 }}
        >
          {LEGAL_TABS.map((value) => (
            <Tab
              key={value}
              value={value}
              label={t(`legalRules.tabs.${value}`)}
              data-testid={`legal-tab-${value}`}
            />
          ))}
        </Tabs>
        <Divider />
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{
            px: 2.5,
            py: 2,
            alignItems: { xs: 'flex-start', sm: 'center' },
            justifyContent: 'space-between',
          }}
        >
          <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 760 }}>
            {t(`legalRules.help.${tab}`)}
          </Typography>
          {canRegister && kind && rules.data && (
            <Button
              variant="contained"
              startIcon={<Add />}
              onClick={() => setDialog({ kind, editing: null })}
              sx={{ flexShrink: 0 }}
              data-testid="legal-register"
            >
              {t(`legalRules.register.${kind}`)}
            </Button>
          )}
        </Stack>
        <Divider />
        {content}
      </Card>
      {dialog && rules.data && (
        <RuleDialog
          open
          kind={dialog.kind}
          data={rules.data}
          editing={dialog.editing}
          onClose={() => setDialog(null)}
        />
      )}
      <DeleteRuleDialog deleting={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
};
