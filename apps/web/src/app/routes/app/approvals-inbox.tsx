import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { ApprovalsPanel } from '../../../features/approvals/components/approvals-panel';
import { BookmarkToggle } from '../../../features/navigation/components/bookmark-toggle';
import { usePageHeading } from './use-page-heading';

/** `/payroll/vacations/approvals`: the approvals inbox (HR's, or a department head's). */
export const ApprovalsInboxRoute = () => {
  const { t } = useTranslation();
  const heading = usePageHeading('vacations-approvals');
  return (
    <>
      <PageHeader
        title={heading.title}
        trail={heading.trail}
        subtitle={t('approvals.subtitle')}
        titleAdornment={<BookmarkToggle link={heading.link} />}
      />
      <ApprovalsPanel />
    </>
  );
};
