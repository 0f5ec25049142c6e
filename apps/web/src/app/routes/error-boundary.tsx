import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { StatusPage } from '../../components/ui/status-page';
import { paths } from '../../config/paths';

/** An unexpected failure while loading or drawing a screen. A failed chunk load (new deployment) asks for a reload. */
export const RouteErrorBoundary = () => {
  const error = useRouteError();
  const { t } = useTranslation();

  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <StatusPage
        fullHeight
        code="404"
        title={t('common.notFound.title')}
        description={t('common.notFound.description')}
        actions={
          <Button variant="contained" href={paths.home.getHref()}>
            {t('common.notFound.action')}
          </Button>
        }
      />
    );
  }

  const chunkFailed = error instanceof TypeError && /dynamically imported module|import/i.test(error.message);
  return (
    <StatusPage
      fullHeight
      code="!"
      title={t(chunkFailed ? 'common.appError.updatedTitle' : 'common.appError.title')}
      description={t(chunkFailed ? 'common.appError.updatedDescription' : 'common.appError.description')}
      actions={
        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'center' }}>
          <Button variant="contained" onClick={() => window.location.reload()}>
            {t('common.appError.reload')}
          </Button>
          <Button variant="outlined" href={paths.home.getHref()}>
            {t('common.appError.home')}
          </Button>
        </Stack>
      }
    />
  );
};
