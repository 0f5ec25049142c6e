import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { FileErrorsPanel } from '../../../features/clock-files/components/file-errors-panel';
import { BookmarkToggle } from '../../../features/navigation/components/bookmark-toggle';
import { usePageHeading } from './use-page-heading';

/** `/payroll/presence/fileerror`: rows of clock files that could not be used; `?fileId=` opens one file's. */
export const ClockFileErrorsRoute = () => {
  const { t } = useTranslation();
  const heading = usePageHeading('presence-file-errors');
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('fileId'));
  const fileId = Number.isInteger(raw) && raw > 0 ? raw : undefined;
  return (
    <>
      <PageHeader
        title={heading.title}
        trail={heading.trail}
        readOnly={heading.readOnly}
        subtitle={t('clockFiles.errors.subtitle')}
        titleAdornment={<BookmarkToggle link={heading.link} />}
      />
      <FileErrorsPanel
        fileId={fileId}
        onFileChange={(next) => setParams(next ? { fileId: String(next) } : {}, { replace: true })}
      />
    </>
  );
};
