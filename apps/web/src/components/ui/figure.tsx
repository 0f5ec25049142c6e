import { Box, Typography } from '@mui/material';

/**
 * A big figure with its label on a tinted tile (totals, balances, what a request costs). `wrap`: the value may
 * break onto two lines (a phone's narrow column); else it keeps one line.
 */
export const Figure = ({
  label,
  value,
  color,
  testId,
  wrap = false,
}: {
  label: string;
  value: string;
  /** A theme colour (`error.main` …); default the text's. */
  color?: string;
  testId?: string;
  wrap?: boolean;
}) => (
  <Box sx={{ p: 2, borderRadius: 1.5, bgcolor: 'action.hover', minWidth: 0 }}>
    <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
      {label}
    </Typography>
    <Typography
      variant="h6"
      component="p"
      sx={{ color: color ?? 'text.primary', fontWeight: 600, whiteSpace: wrap ? undefined : 'nowrap' }}
      data-testid={testId}
    >
      {value}
    </Typography>
  </Box>
);
