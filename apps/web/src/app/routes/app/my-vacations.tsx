import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { BookmarkToggle } from '../../../features/navigation/components/bookmark-toggle';
import { MyVacations } from '../../../features/self-service/components/my-vacations';
import { usePageHeading } from './use-page-heading';

/** `/selfservice/vacations`: the signed-in employee's vacation balance per period. */
export const MyVacationsRoute = () => {
  const { t } = useTranslation();
  const heading = usePageHeading('selfservice-vacations');
  return (
    <>
      <PageHeader
        title={heading.title}
        trail={heading.trail}
        subtitle={t('selfService.vacations.subtitle')}
        titleAdornment={<BookmarkToggle link={heading.link} />}
      />
      <MyVacations />
    </>
  );
};
