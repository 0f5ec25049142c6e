import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { StatusPage } from '../../../components/ui/status-page';
import { firstMenuLink, useSystemMenu } from '../../../features/navigation/api/get-system-menu';
import { useLogout } from '../../../features/auth/hooks/use-logout';

/** `/`: the first page of the user's menu. */
export const HomeRoute = () => {
  const { t } = useTranslation();
  const menu = useSystemMenu();
  const logout = useLogout();
  if (menu.isPending) return <LoadingScreen fullHeight={false} />;
  if (menu.isError) {
    return (
      <StatusPage
        title={t('common.appError.title')}
        description={t('layout.nav.loadError')}
        actions={
          <Button variant="contained" onClick={() => void menu.refetch()}>
            {t('common.actions.retry')}
          </Button>
        }
      />
    );
  }
  const link = menu.data ? firstMenuLink(menu.data) : undefined;
  if (link) return <Navigate to={link} replace />;
  return (
    <StatusPage
      title={t('common.noPages.title')}
      description={t('common.noPages.description')}
      actions={
        <Button variant="outlined" onClick={() => void logout()}>
          {t('layout.userMenu.logout')}
        </Button>
      }
    />
  );
};
