import { Box, Stack, Typography } from '@mui/material';
import CheckCircle from '@mui/icons-material/CheckCircleOutline';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { BrandLogo } from '../../../components/ui/brand-logo';
import { AuthPreferences } from './auth-preferences';

const HIGHLIGHTS = ['law', 'explained', 'companies', 'speed'] as const;

/** Sign-in, password recovery: a brand panel beside the form. */
export const AuthLayout = () => {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1fr 480px', xl: '1fr 560px' },
      }}
    >
      <Box
        sx={{
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          justifyContent: 'space-between',
          p: { md: 6, xl: 8 },
          color: '#fff',
          position: 'relative',
          overflow: 'hidden',
          background: 'linear-gradient(140deg, #3a2f8f 0%, #5b4fd6 45%, #7367F0 70%, #9e95f5 100%)',
          '&::before, &::after': {
            content: '""',
            position: 'absolute',
            borderRadius: '50%',
            background: 'rgba(255,255,255,0.07)',
          },
          '&::before': { width: 520, height: 520, top: -160, insetInlineEnd: -140 },
          '&::after': { width: 360, height: 360, bottom: -120, insetInlineStart: -100 },
        }}
      >
        <Box sx={{ position: 'relative', '& span': { color: '#fff !important' } }}>
          <BrandLogo size={40} />
        </Box>
        <Box sx={{ position: 'relative', maxWidth: 560 }}>
          <Typography
            variant="h4"
            component="p"
            sx={{ fontSize: { md: '2rem', xl: '2.4rem' }, fontWeight: 700, lineHeight: 1.25, mb: 2 }}
          >
            {t('auth.brand.headline')}
          </Typography>
          <Typography sx={{ opacity: 0.85, fontSize: '1.05rem', mb: 4 }}>
            {t('auth.brand.subtitle')}
          </Typography>
          <Stack spacing={1.5}>
            {HIGHLIGHTS.map((key) => (
              <Stack key={key} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <CheckCircle sx={{ opacity: 0.9 }} />
                <Typography>{t(`auth.brand.highlights.${key}`)}</Typography>
              </Stack>
            ))}
          </Stack>
        </Box>
        <Typography variant="body2" sx={{ position: 'relative', opacity: 0.7 }}>
          {t('layout.footer.copyright', { year: new Date().getFullYear() })}
        </Typography>
      </Box>
      <Box sx={{ bgcolor: 'background.paper', display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center', px: { xs: 3, sm: 5 }, pt: 3 }}
        >
          <Box sx={{ display: { md: 'none' } }}>
            <BrandLogo size={32} />
          </Box>
          <Box sx={{ flex: 1 }} />
          <Box sx={{ color: 'text.primary' }}>
            <AuthPreferences />
          </Box>
        </Stack>
        <Box
          sx={{
            flex: 1,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            px: { xs: 3, sm: 5 },
            py: 4,
          }}
        >
          <Box sx={{ width: '100%', maxWidth: 400 }}>
            <Outlet />
          </Box>
        </Box>
      </Box>
    </Box>
  );
};
