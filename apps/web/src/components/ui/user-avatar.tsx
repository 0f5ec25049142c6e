import { Avatar, type SxProps, type Theme } from '@mui/material';

/** "Ana María Solís" → "AM". */
export const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');

export const UserAvatar = ({ name, size = 38, sx }: { name: string; size?: number; sx?: SxProps<Theme> }) => (
  <Avatar
    sx={[
      {
        width: size,
        height: size,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontSize: size * 0.4,
        fontWeight: 600,
      },
      ...(Array.isArray(sx) ? sx : [sx]),
    ]}
  >
    {initialsOf(name)}
  </Avatar>
);
