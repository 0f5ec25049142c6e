import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

export const EmptyState = ({
  icon,
  title,
  description,
}: {
  icon?: ReactNode;
  title: string;
  description?: string;
}) => (
  <Box sx={{ py: 5, px: 2, textAlign: 'center', color: 'text.secondary' }}>
    {icon && <Box sx={{ mb: 1, '& svg': { fontSize: 40, opacity: 0.6 } }}>{icon}</Box>}
    <Typography variant="subtitle1" sx={{ color: 'text.primary' }}>
      {title}
    </Typography>
    {description && <Typography variant="body2">{description}</Typography>}
  </Box>
);
