import type { ReactNode } from 'react';
import { Box, Breadcrumbs, Chip, Stack, Tooltip, Typography } from '@mui/material';
import { VisibilityOutlined } from '@mui/icons-material';
import { useTranslation } from 'react-i18next';

type PageHeaderProps = {
  title: string;
  subtitle?: string;
  /** Section trail shown above the title, e.g. the menu section. */
  trail?: string[];
  /** Beside the title: the bookmark star. */
  titleAdornment?: ReactNode;
  /** At the right: the page's main actions. */
  actions?: ReactNode;
  /** The user may look but not change anything here: said beside the title (`usePageHeading().readOnly`). */
  readOnly?: boolean;
};

export const PageHeader = ({
  title,
  subtitle,
  trail,
  titleAdornment,
  actions,
  readOnly,
}: PageHeaderProps) => {
  const { t } = useTranslation();
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ mb: 3, alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}
    >
      <Box sx={{ minWidth: 0, maxWidth: '100%' }}>
        {trail && trail.length > 0 && (
          <Breadcrumbs sx={{ typography: 'body2', color: 'text.secondary', mb: 0.5 }}>
            {trail.map((item) => (
              <span key={item}>{item}</span>
            ))}
          </Breadcrumbs>
        )}
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          {/* One line from the tablet up; on a phone a long title wraps rather than widen the page. */}
          <Typography
            variant="h5"
            component="h1"
            sx={{
              minWidth: 0,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: { xs: 'normal', sm: 'nowrap' },
            }}
          >
            {title}
          </Typography>
          {titleAdornment}
          {readOnly && (
            <Tooltip title={t('layout.readOnly.notice')}>
              <Chip
                size="small"
                variant="outlined"
                icon={<VisibilityOutlined />}
                label={t('layout.readOnly.label')}
                data-testid="page-read-only"
                aria-description={t('layout.readOnly.notice')}
              />
            </Tooltip>
          )}
        </Stack>
        {subtitle && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.25 }}>
            {subtitle}
          </Typography>
        )}
        {readOnly && (
          <Typography
            variant="body2"
            sx={{ color: 'text.secondary', mt: 0.25 }}
            data-testid="page-read-only-notice"
          >
            {t('layout.readOnly.notice')}
          </Typography>
        )}
      </Box>
      {actions && (
        <Stack direction="row" spacing={1.5} sx={{ flexShrink: 0 }}>
          {actions}
        </Stack>
      )}
    </Stack>
  );
};
