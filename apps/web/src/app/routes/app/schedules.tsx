import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { BookmarkToggle } from '../../../features/navigation/components/bookmark-toggle';
import { SchedulesPanel } from '../../../features/parameters/components/schedules-panel';
import { usePageHeading } from './use-page-heading';

/** `/payroll/parameters/schedule/list`: the company's schedules. */
export const SchedulesRoute = () => {
  const { t } = useTranslation();
  const heading = usePageHeading('parameters-schedules');
  return (
    <>
      <PageHeader
        title={heading.title}
        trail={heading.trail}
        readOnly={heading.readOnly}
        subtitle={t('parameters.schedules.subtitle')}
        titleAdornment={<BookmarkToggle link={heading.link} />}
      />
      <SchedulesPanel />
    </>
  );
};
