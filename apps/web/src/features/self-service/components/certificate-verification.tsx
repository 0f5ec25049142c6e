import { Alert, AlertTitle, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../lib/errors';
import { useFormat } from '../../../lib/use-format';
import { useVerifyCertificate } from '../api/salary-certificates';
import { CertificateStatement } from './certificate-statement';

/**
 * The public verification of a salary certificate (`/verificar/<code>`, the certificate's QR): genuine and in
 * force, with exactly what it states; or not valid (an unknown code and a revoked one look the same).
 */
export const CertificateVerification = ({ code }: { code: string }) => {
  const { t } = useTranslation();
  const f = useFormat();
  const check = useVerifyCertificate(code);
  const answer = check.data;

  return (
    <Stack spacing={2} data-testid="certificate-verification">
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
        {t('selfService.verify.title')}
      </Typography>
      {check.isLoading && (
        <Stack spacing={1.5} aria-busy="true" aria-label={t('selfService.loading')}>
          <Skeleton variant="rounded" height={72} />
          <Skeleton variant="rounded" height={240} />
        </Stack>
      )}
      {check.error && <Alert severity="error">{translateError(t, check.error)}</Alert>}
      {answer?.valid === false && (
        <Alert severity="error" variant="filled" data-testid="certificate-invalid">
          <AlertTitle>{t('selfService.verify.invalid.title')}</AlertTitle>
          {t('selfService.verify.invalid.description')}
        </Alert>
      )}
      {answer?.valid === true && (
        <>
          <Alert severity="success" variant="filled" data-testid="certificate-valid">
            <AlertTitle>{t('selfService.verify.valid.title')}</AlertTitle>
            {t('selfService.verify.valid.description', {
              date: f.longDate(answer.statement.issueDate),
              company: answer.statement.company.name,
            })}
          </Alert>
          <Card>
            <CardContent>
              <CertificateStatement statement={answer.statement} />
            </CardContent>
          </Card>
        </>
      )}
    </Stack>
  );
};
