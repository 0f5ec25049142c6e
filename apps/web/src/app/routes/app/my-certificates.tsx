import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { BookmarkToggle } from '../../../features/navigation/components/bookmark-toggle';
import { MyCertificates } from '../../../features/self-service/components/my-certificates';
import { usePageHeading } from './use-page-heading';

/** `/selfservice/certificates`: the signed-in employee's salary certificates: issue one, see mine. */
export const MyCertificatesRoute = () => {
  const { t } = useTranslation();
  const heading = usePageHeading('selfservice-certificates');
  return (
    <>
      <PageHeader
        title={heading.title}
        trail={heading.trail}
        subtitle={t('selfService.certificates.subtitle')}
        titleAdornment={<BookmarkToggle link={heading.link} />}
      />
      <MyCertificates />
    </>
  );
};
