import { useState } from 'react';
import { Card, Divider, Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../../lib/ability';
import { DataChangesTab } from './data-changes-tab';
import { VacationRequestsTab } from './vacation-requests-tab';

/** The kinds of request the inbox holds, one tab each. */
const TABS = ['vacations', 'dataChanges'] as const;
type InboxTab = (typeof TABS)[number];

/**
 * The approvals inbox: one tab per kind of request. Data changes are HR's (they change an employee's record):
 * their tab shows to whoever may update employees, not to a department head who decides only vacations.
 */
export const ApprovalsPanel = () => {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const tabs = TABS.filter((kind) => kind !== 'dataChanges' || ability.can('update', 'Employee'));
  const [tab, setTab] = useState<InboxTab>('vacations');
  return (
    <Card>
      <Tabs
        value={tab}
        onChange={(_, value: InboxTab) => setTab(value)}
        sx={{ px: 2 }}
        aria-label={t('approvals.tabs.label')}
      >
        {tabs.map((kind) => (
          <Tab
            key={kind}
            value={kind}
            label={t(`approvals.tabs.${kind}`)}
            id={`approvals-tab-${kind}`}
            aria-controls={`approvals-tabpanel-${kind}`}
            data-testid={`approvals-tab-${kind}`}
          />
        ))}
      </Tabs>
      <Divider />
      <div role="tabpanel" id={`approvals-tabpanel-${tab}`} aria-labelledby={`approvals-tab-${tab}`}>
        {tab === 'vacations' && <VacationRequestsTab />}
        {tab === 'dataChanges' && <DataChangesTab />}
      </div>
    </Card>
  );
};
