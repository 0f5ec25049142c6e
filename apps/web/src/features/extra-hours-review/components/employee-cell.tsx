import { Box, Typography } from '@mui/material';

/** An employee's name with their number under it. */
export const employeeCell = ({ row }: { row: { fullName: string; num_empleado: number } }) => (
  <Box sx={{ minWidth: 0 }}>
    <Typography variant="body2" noWrap sx={{ lineHeight: 1.35 }}>
      {row.fullName}
    </Typography>
    <Typography variant="caption" component="div" sx={{ color: 'text.secondary', lineHeight: 1.3 }}>
      #{row.num_empleado}
    </Typography>
  </Box>
);
