import { useState } from 'react';
import { Card, Divider, Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { VacationRequestsTab } from './vacation-requests-tab';

/** The kinds of request the inbox holds, one tab each (employee data changes come next, issue 27). */
const TABS = ['vacations'] as const;
type InboxTab = (typeof TABS)[number];

/** The approvals inbox: one tab per kind of request. */
export const ApprovalsPanel = () => {
  const { t } = useTranslation();
  const [tab, setTab] = useState<InboxTab>('vacations');
  return (
    <Card>
      <Tabs
        value={tab}
        onChange={(_, value: InboxTab) => setTab(value)}
        sx={{ px: 2 }}
        aria-label={t('approvals.tabs.label')}
      >
        {TABS.map((kind) => (
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
      </div>
    </Card>
  );
};
