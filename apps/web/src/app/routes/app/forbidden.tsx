import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusPage } from '../../../components/ui/status-page';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';

/** A page the user's role does not allow. */
export const ForbiddenPage = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('common.forbidden.title'));
  return (
    <StatusPage
      code="403"
      title={t('common.forbidden.title')}
      description={t('common.forbidden.description')}
      actions={
        <Button variant="contained" component={Link} to={paths.home.getHref()}>
          {t('common.forbidden.action')}
        </Button>
      }
    />
  );
};
