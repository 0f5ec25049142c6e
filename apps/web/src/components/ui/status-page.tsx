import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';

type StatusPageProps = {
  code?: string;
  title: string;
  description: string;
  actions?: ReactNode;
  fullHeight?: boolean;
};

/** 403, 404 and unexpected errors: a large code, a sentence, and a way out. */
export const StatusPage = ({ code, title, description, actions, fullHeight = false }: StatusPageProps) => (
  <Box
    sx={{
      minHeight: fullHeight ? '100vh' : '60vh',
      display: 'grid',
      placeItems: 'center',
      textAlign: 'center',
      px: 3,
      py: 6,
    }}
  >
    <Stack spacing={1.5} sx={{ alignItems: 'center', maxWidth: 520 }}>
      {code && (
        <Typography
          aria-hidden
          sx={{
            fontSize: { xs: '4.5rem', md: '6rem' },
            fontWeight: 700,
            lineHeight: 1,
            background: 'linear-gradient(135deg, #7367F0 0%, #CE9FFC 100%)',
            WebkitBackgroundClip: 'text',
            backgroundClip: 'text',
            color: 'transparent',
          }}
        >
          {code}
        </Typography>
      )}
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{description}</Typography>
      {actions && <Box sx={{ pt: 2 }}>{actions}</Box>}
    </Stack>
  </Box>
);
