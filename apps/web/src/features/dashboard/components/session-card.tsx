import { Box, Card, CardContent, CardHeader, Chip, Divider, Stack, Typography } from '@mui/material';
import VerifiedUser from '@mui/icons-material/VerifiedUserOutlined';
import type { UserData } from '@planilla/contracts';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/ui/user-avatar';

/** Who is signed in, with which role. */
export const SessionCard = ({ user }: { user: UserData }) => {
  const { t } = useTranslation();
  return (
    <Card sx={{ height: '100%' }} data-testid="session-card">
      <CardHeader title={t('dashboard.session.title')} />
      <Divider />
      <CardContent sx={{ pt: 3 }}>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <UserAvatar name={user.name} size={72} />
          <Box>
            <Typography variant="h6" component="p">
              {user.name}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {user.email}
            </Typography>
          </Box>
          <Chip
            icon={<VerifiedUser />}
            color="primary"
            variant="outlined"
            label={t(`common.roles.${user.role}`)}
            data-testid="session-role"
          />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('dashboard.session.userCode', { code: user.cod_usuario })}
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
};
