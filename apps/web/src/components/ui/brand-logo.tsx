import { Box, Typography } from '@mui/material';

/** The product mark and name. The name is the product's own, the same in every language. */
export const BrandMark = ({ size = 34 }: { size?: number }) => (
  <Box
    aria-hidden
    sx={{
      width: size,
      height: size,
      flexShrink: 0,
      borderRadius: `${Math.round(size * 0.28)}px`,
      background: 'linear-gradient(135deg, #7367F0 0%, #9E95F5 100%)',
      boxShadow: '0 2px 6px rgba(115, 103, 240, 0.4)',
      display: 'grid',
      placeItems: 'center',
    }}
  >
    <svg width={size * 0.55} height={size * 0.55} viewBox="0 0 24 24" fill="none">
      <path
        d="M7 20V4h6a5 5 0 0 1 0 10H7"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  </Box>
);

export const BrandLogo = ({ showName = true, size = 34 }: { showName?: boolean; size?: number }) => (
  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
    <BrandMark size={size} />
    {showName && (
      <Typography
        component="span"
        sx={{ fontWeight: 700, fontSize: size * 0.58, letterSpacing: '0.2px', whiteSpace: 'nowrap' }}
      >
        Planilla{' '}
        <Box component="span" sx={{ color: 'primary.main' }}>
          CR
        </Box>
      </Typography>
    )}
  </Box>
);
