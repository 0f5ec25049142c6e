import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { BookmarkToggle } from '../../../features/navigation/components/bookmark-toggle';
import { MyActions } from '../../../features/self-service/components/my-actions';
import { usePageHeading } from './use-page-heading';

/** `/selfservice/actions`: the signed-in employee's incapacities and personal actions, read only. */
export const MyActionsRoute = () => {
  const { t } = useTranslation();
  const heading = usePageHeading('selfservice-actions');
  return (
    <>
      <PageHeader
        title={heading.title}
        trail={heading.trail}
        subtitle={t('selfService.actions.subtitle')}
        titleAdornment={<BookmarkToggle link={heading.link} />}
      />
      <MyActions />
    </>
  );
};
