import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { BookmarkToggle } from '../../../features/navigation/components/bookmark-toggle';
import { MyData } from '../../../features/self-service/components/my-data';
import { usePageHeading } from './use-page-heading';

/** `/selfservice/data`: the signed-in employee's contact data and bank account, and their change request. */
export const MyDataRoute = () => {
  const { t } = useTranslation();
  const heading = usePageHeading('selfservice-data');
  return (
    <>
      <PageHeader
        title={heading.title}
        trail={heading.trail}
        subtitle={t('selfService.data.subtitle')}
        titleAdornment={<BookmarkToggle link={heading.link} />}
      />
      <MyData />
    </>
  );
};
