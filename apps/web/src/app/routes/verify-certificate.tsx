import { Box, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BrandLogo } from '../../components/ui/brand-logo';
import { CertificateVerification } from '../../features/self-service/components/certificate-verification';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { AuthPreferences } from './auth/auth-preferences';

/**
 * `/verificar/:code`: the public page a certificate's QR opens. Outside the signed-in layout: the brand, the
 * language and appearance switch, the answer; no menu, no links.
 */
export const VerifyCertificateRoute = () => {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  useDocumentTitle(t('selfService.verify.pageTitle'));
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', px: { xs: 2, sm: 4 }, py: 2 }}
      >
        <BrandLogo size={32} />
        <Box sx={{ color: 'text.primary' }}>
          <AuthPreferences />
        </Box>
      </Stack>
      <Box component="main" sx={{ maxWidth: 720, mx: 'auto', px: { xs: 2, sm: 4 }, pb: 6 }}>
        <CertificateVerification code={code} />
      </Box>
    </Box>
  );
};
