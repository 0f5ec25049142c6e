import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { FileRegisterPanel } from '../../../features/clock-files/components/file-register-panel';
import { BookmarkToggle } from '../../../features/navigation/components/bookmark-toggle';
import { usePageHeading } from './use-page-heading';

/** `/payroll/presence/fileregister`: upload clock files, their summary and the sample files. */
export const ClockFileRegisterRoute = () => {
  const { t } = useTranslation();
  const heading = usePageHeading('presence-file-register');
  return (
    <>
      <PageHeader
        title={heading.title}
        trail={heading.trail}
        readOnly={heading.readOnly}
        subtitle={t('clockFiles.register.subtitle')}
        titleAdornment={<BookmarkToggle link={heading.link} />}
      />
      <FileRegisterPanel />
    </>
  );
};
