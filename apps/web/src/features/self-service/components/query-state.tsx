import { Alert, Button, Skeleton, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../lib/errors';

/** Loading placeholder and error (with a retry) of a self-service query. */
export const QueryState = ({
  isLoading,
  error,
  onRetry,
}: {
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
}) => {
  const { t } = useTranslation();
  if (isLoading)
    return (
      <Stack spacing={1.5} aria-busy="true" aria-label={t('selfService.loading')}>
        <Skeleton variant="rounded" height={72} />
        <Skeleton variant="rounded" height={72} />
        <Skeleton variant="rounded" height={72} />
      </Stack>
    );
  if (!error) return null;
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('common.actions.retry')}
        </Button>
      }
    >
      {translateError(t, error)}
    </Alert>
  );
};
