import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { BookmarkToggle } from '../../../features/navigation/components/bookmark-toggle';
import { DataChangeInbox } from '../../../features/self-service/components/data-change-inbox';
import { usePageHeading } from './use-page-heading';

/**
 * `/selfservice/datachanges`: HR's inbox of the employees' data-change requests, a page of its own until the
 * approvals inbox takes `DataChangeInbox` as one of its tabs.
 */
export const DataChangeInboxPage = () => {
  const { t } = useTranslation();
  const heading = usePageHeading('personal-data-changes');
  return (
    <>
      <PageHeader
        title={heading.title}
        trail={heading.trail}
        subtitle={t('selfService.inbox.subtitle')}
        titleAdornment={<BookmarkToggle link={heading.link} />}
      />
      <DataChangeInbox />
    </>
  );
};
