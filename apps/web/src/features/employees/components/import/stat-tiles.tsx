import { Box, Typography } from '@mui/material';
import { useFormat } from '../../../../lib/use-format';

export type StatTile = {
  label: string;
  value: number;
  color: 'primary' | 'success' | 'warning' | 'error' | 'info';
  testId: string;
};

/** A row of counts (rows read, valid, with problems; imported, skipped). */
export const StatTiles = ({ tiles }: { tiles: StatTile[] }) => {
  const format = useFormat();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: `repeat(${tiles.length}, minmax(0, 1fr))` },
      }}
    >
      {tiles.map((tile) => (
        <Box
          key={tile.testId}
          sx={{
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            // Physical side: the RTL stylis plugin mirrors it.
            borderLeft: 4,
            borderLeftColor: `${tile.color}.main`,
            px: 2.5,
            py: 1.75,
          }}
        >
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {tile.label}
          </Typography>
          <Typography variant="h5" component="p" sx={{ fontWeight: 600 }} data-testid={tile.testId}>
            {format.number(tile.value)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
};
