import { Grid } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { AnalyticsPanel } from '../../../features/dashboard/components/analytics-panel';
import { CompanyCard } from '../../../features/dashboard/components/company-card';
import { SessionCard } from '../../../features/dashboard/components/session-card';
import { ShortcutsCard, type Shortcut } from '../../../features/dashboard/components/shortcuts-card';
import { WelcomeCard } from '../../../features/dashboard/components/welcome-card';
import { useSystemMenu } from '../../../features/navigation/api/get-system-menu';
import { BookmarkToggle } from '../../../features/navigation/components/bookmark-toggle';
import { useMenuText } from '../../../features/navigation/use-menu-text';
import { useSession } from '../../../lib/session';
import { usePageHeading } from './use-page-heading';

/**
 * `/dashboard/analytics`: a welcome, the payroll at a glance (cards, what needs attention, charts with their
 * tables; each part only for a role that may read it), the company, the signed-in user and shortcuts.
 */
export const DashboardAnalyticsRoute = () => {
  const { t } = useTranslation();
  const heading = usePageHeading('dashboard-analytics');
  const session = useSession();
  const menu = useSystemMenu();
  const text = useMenuText();
  if (!session) return null;

  const shortcuts: Shortcut[] = (menu.data ?? []).flatMap((section) =>
    section.items
      .filter((item) => item.link !== heading.link)
      .map((item) => ({
        id: item.id,
        title: text.item(item),
        section: text.section(section),
        icon: item.icon,
        link: item.link,
      })),
  );

  return (
    <>
      <PageHeader
        title={heading.title}
        trail={heading.trail}
        readOnly={heading.readOnly}
        subtitle={t('dashboard.subtitle')}
        titleAdornment={<BookmarkToggle link={heading.link} />}
      />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12 }}>
          <WelcomeCard name={session.userData.name} companyName={session.datosEmpresa.name} />
        </Grid>
        <Grid size={{ xs: 12 }}>
          <AnalyticsPanel />
        </Grid>
        <Grid size={{ xs: 12, md: 7, lg: 8 }}>
          <CompanyCard company={session.datosEmpresa} />
        </Grid>
        <Grid size={{ xs: 12, md: 5, lg: 4 }}>
          <SessionCard user={session.userData} />
        </Grid>
        <Grid size={{ xs: 12 }}>
          <ShortcutsCard shortcuts={shortcuts} />
        </Grid>
      </Grid>
    </>
  );
};
