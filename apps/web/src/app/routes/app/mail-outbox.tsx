import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { BookmarkToggle } from '../../../features/navigation/components/bookmark-toggle';
import { MailOutboxPanel } from '../../../features/mail/components/mail-outbox-panel';
import { usePageHeading } from './use-page-heading';

/** `/payroll/administrator/mail/list`: the company's outgoing mail, for administrators. */
export const MailOutboxRoute = () => {
  const { t } = useTranslation();
  const heading = usePageHeading('administration-mail');
  return (
    <>
      <PageHeader
        title={heading.title}
        trail={heading.trail}
        readOnly={heading.readOnly}
        subtitle={t('mail.subtitle')}
        titleAdornment={<BookmarkToggle link={heading.link} />}
      />
      <MailOutboxPanel />
    </>
  );
};
