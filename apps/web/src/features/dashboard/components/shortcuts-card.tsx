import { Box, Card, CardActionArea, CardContent, CardHeader, Divider, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageIcon } from '../../../components/ui/page-icon';

export type Shortcut = { id: string; title: string; section: string; icon: string; link: string };

/** Cards to the pages of the user's menu. */
export const ShortcutsCard = ({ shortcuts }: { shortcuts: Shortcut[] }) => {
  const { t } = useTranslation();
  return (
    <Card data-testid="shortcuts-card">
      <CardHeader title={t('dashboard.shortcuts.title')} subheader={t('dashboard.shortcuts.subtitle')} />
      <Divider />
      <CardContent sx={{ pt: 3 }}>
        {shortcuts.length === 0 ? (
          <EmptyState title={t('dashboard.shortcuts.empty')} />
        ) : (
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 2 }}>
            {shortcuts.map((shortcut) => (
              <Card key={shortcut.id} variant="outlined" sx={{ boxShadow: 'none' }}>
                <CardActionArea
                  component={Link}
                  to={shortcut.link}
                  sx={{ p: 2.25, display: 'flex', justifyContent: 'flex-start', gap: 2 }}
                >
                  <Box
                    sx={(theme) => ({
                      width: 44,
                      height: 44,
                      borderRadius: 2,
                      display: 'grid',
                      placeItems: 'center',
                      flexShrink: 0,
                      color: 'primary.main',
                      bgcolor: alpha(theme.palette.primary.main, 0.14),
                    })}
                  >
                    <PageIcon name={shortcut.icon} />
                  </Box>
                  <Box sx={{ minWidth: 0 }}>
                    <Typography variant="subtitle1" noWrap>
                      {shortcut.title}
                    </Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
                      {shortcut.section}
                    </Typography>
                  </Box>
                </CardActionArea>
              </Card>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
};
