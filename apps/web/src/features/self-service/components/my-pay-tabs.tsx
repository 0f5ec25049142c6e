import { Box, Card, Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useMyPayslips } from '../api/list-my-payslips';
import { MyAguinaldo } from './my-aguinaldo';
import { MyPayslips } from './my-payslips';
import { MySettlement } from './my-settlement';

/** The parts of "my payslips", one tab each; `?tab=` names one (`payslips`, the default, is left out). */
export const MY_PAY_TABS = ['payslips', 'aguinaldo', 'settlement'] as const;
export type MyPayTab = (typeof MY_PAY_TABS)[number];
export const isMyPayTab = (value: string | null): value is MyPayTab =>
  (MY_PAY_TABS as readonly string[]).includes(value ?? '');

/**
 * My payslips, my aguinaldo month by month and, once there is one, my settlement: one tab each. The settlement's
 * tab shows when a closed settlement paid me (it is among my payslips), or when the address asks for it.
 */
export const MyPay = ({ tab, onTab }: { tab: MyPayTab; onTab: (tab: MyPayTab) => void }) => {
  const { t } = useTranslation();
  const payslips = useMyPayslips();
  const settled = payslips.data?.items.some((p) => p.kind === 'settlement') ?? false;
  const tabs = MY_PAY_TABS.filter((x) => x !== 'settlement' || settled || tab === 'settlement');
  return (
    <>
      <Card sx={{ mb: 2.5 }}>
        <Tabs
          value={tab}
          onChange={(_event, value: MyPayTab) => onTab(value)}
          variant="fullWidth"
          aria-label={t('selfService.tabs.label')}
          sx={{
            maxWidth: { md: 540 },
            '& .MuiTab-root': { minHeight: 52, textTransform: 'none', fontWeight: 500 },
          }}
        >
          {tabs.map((value) => (
            <Tab
              key={value}
              value={value}
              label={t(`selfService.tabs.${value}`)}
              id={`my-pay-tab-${value}`}
              aria-controls={`my-pay-tabpanel-${value}`}
              data-testid={`my-pay-tab-${value}`}
            />
          ))}
        </Tabs>
      </Card>
      <Box role="tabpanel" id={`my-pay-tabpanel-${tab}`} aria-labelledby={`my-pay-tab-${tab}`}>
        {tab === 'payslips' && <MyPayslips />}
        {tab === 'aguinaldo' && <MyAguinaldo />}
        {tab === 'settlement' && <MySettlement />}
      </Box>
    </>
  );
};
