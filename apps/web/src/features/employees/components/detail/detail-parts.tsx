import type { ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Divider,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../../lib/errors';

/** A tab's card: title, optional subtitle and action (at the right, or below on a phone), content below a divider. */
export const SectionCard = ({
  title,
  subheader,
  action,
  children,
  testId,
  noPadding = false,
}: {
  title: string;
  subheader?: string;
  action?: ReactNode;
  children: ReactNode;
  testId?: string;
  /** Tables go edge to edge. */
  noPadding?: boolean;
}) => (
  <Card data-testid={testId}>
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{
        px: 3,
        pt: 2.5,
        pb: 1.5,
        alignItems: { xs: 'flex-start', sm: 'center' },
        justifyContent: 'space-between',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography component="div" sx={{ fontSize: '1.0625rem', fontWeight: 600 }}>
          {title}
        </Typography>
        {subheader && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {subheader}
          </Typography>
        )}
      </Box>
      {action && <Box sx={{ flexShrink: 0 }}>{action}</Box>}
    </Stack>
    <Divider />
    {noPadding ? children : <CardContent sx={{ pt: 2.5 }}>{children}</CardContent>}
  </Card>
);

/** A label over its value, as in a record's summary. */
export const InfoItem = ({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) => (
  <Box sx={{ minWidth: 0 }}>
    <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 0.25 }}>
      {label}
    </Typography>
    <Typography
      variant="body2"
      component="div"
      sx={{ fontWeight: 500, wordBreak: 'break-word' }}
      data-testid={testId}
    >
      {value === null || value === undefined || value === '' ? '—' : value}
    </Typography>
  </Box>
);

/** Loading placeholder and error state of a tab's query. */
export const QueryState = ({
  isLoading,
  error,
  onRetry,
}: {
  isLoading: boolean;
  error: unknown;
  onRetry?: () => void;
}) => {
  const { t } = useTranslation();
  if (isLoading)
    return (
      <Stack spacing={1} sx={{ p: 2.5 }}>
        <Skeleton variant="rounded" height={28} />
        <Skeleton variant="rounded" height={28} />
        <Skeleton variant="rounded" height={28} />
      </Stack>
    );
  if (error)
    return (
      <Alert
        severity="error"
        sx={{ m: 2.5 }}
        action={
          onRetry ? (
            <Button color="inherit" size="small" onClick={onRetry}>
              {t('common.actions.retry')}
            </Button>
          ) : undefined
        }
      >
        {translateError(t, error)}
      </Alert>
    );
  return null;
};

export { Figure } from '../../../../components/ui/figure';
