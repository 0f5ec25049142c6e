import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, Grid } from '@mui/material';

type FormSectionProps = {
  title: string;
  subtitle?: string;
  /** At the right of the title (e.g. the "Editar" button). */
  action?: ReactNode;
  children: ReactNode;
  'data-testid'?: string;
};

/** One section of the employee's data: a card with a title and a grid of fields (form or read-only). */
export const FormSection = ({
  title,
  subtitle,
  action,
  children,
  'data-testid': testId,
}: FormSectionProps) => (
  <Card component="section" aria-label={title} data-testid={testId}>
    <CardHeader
      title={title}
      subheader={subtitle}
      action={action}
      slotProps={{ title: { component: 'h2' }, subheader: { variant: 'body2' } }}
      sx={{ '& .MuiCardHeader-action': { alignSelf: 'center', m: 0 } }}
    />
    <CardContent>
      <Grid container spacing={2.5}>
        {children}
      </Grid>
    </CardContent>
  </Card>
);

/** Grid cell sizes: three fields a row on wide screens, two on tablets, one on phones. */
export const CELL = { xs: 12, sm: 6, md: 4 } as const;
export const HALF = { xs: 12, sm: 6 } as const;
