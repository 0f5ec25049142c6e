import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';

/** Greets the user with today's date. */
export const WelcomeCard = ({ name, companyName }: { name: string; companyName: string }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const firstName = name.split(/\s+/)[0] ?? name;
  return (
    <Card
      sx={{
        height: '100%',
        color: '#fff',
        background: 'linear-gradient(135deg, #5b4fd6 0%, #7367F0 55%, #9e95f5 100%)',
        position: 'relative',
        overflow: 'hidden',
      }}
    >
      <Box
        sx={{
          position: 'absolute',
          width: 260,
          height: 260,
          borderRadius: '50%',
          bgcolor: 'rgba(255,255,255,0.08)',
          top: -90,
          insetInlineEnd: -70,
        }}
      />
      <CardContent
        sx={{ position: 'relative', p: { xs: 3, md: 4 }, '&:last-child': { pb: { xs: 3, md: 4 } } }}
      >
        <Typography variant="overline" sx={{ opacity: 0.8 }}>
          {format.longDate(new Date())}
        </Typography>
        <Typography variant="h4" component="p" sx={{ mt: 0.5, mb: 1 }} data-testid="welcome-title">
          {t('dashboard.welcome.title', { name: firstName })}
        </Typography>
        <Typography sx={{ opacity: 0.9, maxWidth: 560 }}>
          {t('dashboard.welcome.subtitle', { company: companyName })}
        </Typography>
      </CardContent>
    </Card>
  );
};
