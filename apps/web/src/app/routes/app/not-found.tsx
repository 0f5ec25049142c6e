import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusPage } from '../../../components/ui/status-page';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';

export const NotFoundRoute = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('common.notFound.title'));
  return (
    <StatusPage
      code="404"
      title={t('common.notFound.title')}
      description={t('common.notFound.description')}
      actions={
        <Button variant="contained" component={Link} to={paths.home.getHref()}>
          {t('common.notFound.action')}
        </Button>
      }
    />
  );
};
