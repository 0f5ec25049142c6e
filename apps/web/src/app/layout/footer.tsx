import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Static footer at the end of the content. */
export const Footer = () => {
  const { t } = useTranslation();
  return (
    <Box
      component="footer"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        justifyContent: 'space-between',
        py: 2.5,
        color: 'text.secondary',
        typography: 'body2',
      }}
    >
      <Typography variant="body2">
        {t('layout.footer.copyright', { year: new Date().getFullYear() })}
      </Typography>
      <Typography variant="body2">{t('layout.footer.tagline')}</Typography>
    </Box>
  );
};
