import { Alert, Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import Description from '@mui/icons-material/Description';
import Download from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { translateError } from '../../../lib/errors';
import { useFormat } from '../../../lib/use-format';
import { useIssueMyCertificate, useMyCertificates } from '../api/salary-certificates';
import { QueryState } from './query-state';

/**
 * My salary certificates: issue a new one (its PDF is saved: a phone hands it to its viewer) and the ones issued
 * so far, newest first, with their state (a revoked one says why). Cards at every width: few, short rows.
 */
export const MyCertificates = () => {
  const { t } = useTranslation();
  const f = useFormat();
  const certificates = useMyCertificates();
  const issue = useIssueMyCertificate();
  const items = certificates.data?.items ?? [];

  return (
    <Stack spacing={2}>
      <Card>
        <CardContent>
          <Typography variant="body1">{t('selfService.certificates.intro')}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
            {t('selfService.certificates.verifyNote')}
          </Typography>
          <Button
            variant="contained"
            startIcon={<Download />}
            sx={{ mt: 2, width: { xs: '100%', sm: 'auto' } }}
            disabled={issue.isPending}
            onClick={() => issue.mutate()}
            data-testid="certificate-issue"
          >
            {issue.isPending ? t('selfService.certificates.issuing') : t('selfService.certificates.issue')}
          </Button>
          {issue.isSuccess && (
            <Alert severity="success" sx={{ mt: 2 }} data-testid="certificate-issued">
              {t('selfService.certificates.issued')}
            </Alert>
          )}
          {issue.error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {translateError(t, issue.error)}
            </Alert>
          )}
        </CardContent>
      </Card>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('selfService.certificates.listTitle')}
      </Typography>
      {certificates.isLoading || certificates.error ? (
        <QueryState
          isLoading={certificates.isLoading}
          error={certificates.error}
          onRetry={() => void certificates.refetch()}
        />
      ) : items.length === 0 ? (
        <Card>
          <EmptyState icon={<Description />} title={t('selfService.certificates.empty')} />
        </Card>
      ) : (
        <Stack
          component="ul"
          spacing={1.5}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
          data-testid="my-certificates"
        >
          {items.map((c) => (
            <Card component="li" key={c.id} data-testid={`my-certificate-${c.id}`}>
              <CardContent sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="subtitle2" component="p" sx={{ fontWeight: 600 }}>
                    {t('selfService.certificates.issuedOn', { date: f.longDate(c.issueDate) })}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t('selfService.certificates.code', { hint: c.codeHint })}
                  </Typography>
                  {c.revokedAt && (
                    <Typography variant="body2" sx={{ color: 'error.main', mt: 0.5 }}>
                      {t('selfService.certificates.revokedOn', {
                        date: f.date(c.revokedAt),
                        reason: c.revokeReason ?? '',
                      })}
                    </Typography>
                  )}
                </Box>
                <Chip
                  size="small"
                  color={c.revokedAt ? 'error' : 'success'}
                  label={t(`selfService.certificates.status.${c.revokedAt ? 'revoked' : 'valid'}`)}
                />
              </CardContent>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
};
