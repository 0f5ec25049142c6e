import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { ExtraHoursPanel } from '../../../features/extra-hours-review/components/extra-hours-panel';
import { BookmarkToggle } from '../../../features/navigation/components/bookmark-toggle';
import { usePageHeading } from './use-page-heading';

/** `/payroll/presence/extrahours`: approve or reject a payroll's extra hours, pending first. */
export const ExtraHoursRoute = () => {
  const { t } = useTranslation();
  const heading = usePageHeading('presence-extra-hours');
  return (
    <>
      <PageHeader
        title={heading.title}
        trail={heading.trail}
        readOnly={heading.readOnly}
        subtitle={t('extraHoursReview.extra.subtitle')}
        titleAdornment={<BookmarkToggle link={heading.link} />}
      />
      <ExtraHoursPanel />
    </>
  );
};
