import type { ReactNode } from 'react';
import { Avatar, Box, Card, CardContent, CardHeader, Divider, Stack, Typography } from '@mui/material';
import Badge from '@mui/icons-material/BadgeOutlined';
import Business from '@mui/icons-material/Business';
import Email from '@mui/icons-material/EmailOutlined';
import Phone from '@mui/icons-material/PhoneOutlined';
import Place from '@mui/icons-material/PlaceOutlined';
import type { CompanyData } from '@planilla/contracts';
import { useTranslation } from 'react-i18next';

const Detail = ({
  icon,
  label,
  value,
  testId,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  testId?: string;
}) => (
  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
    <Avatar
      variant="rounded"
      sx={{ width: 34, height: 34, bgcolor: 'action.selected', color: 'primary.main' }}
    >
      {icon}
    </Avatar>
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 500, wordBreak: 'break-word' }} data-testid={testId}>
        {value || '—'}
      </Typography>
    </Box>
  </Stack>
);

/** The company of the session (`datosEmpresa`). */
export const CompanyCard = ({ company }: { company: CompanyData }) => {
  const { t } = useTranslation();
  return (
    <Card sx={{ height: '100%' }} data-testid="company-card">
      <CardHeader
        avatar={
          <Avatar variant="rounded" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
            <Business />
          </Avatar>
        }
        title={company.name}
        subheader={
          company.tradeName
            ? t('dashboard.company.tradeName', { name: company.tradeName })
            : t('dashboard.company.title')
        }
      />
      <Divider />
      <CardContent sx={{ pt: 2.5 }}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.5 }}>
          <Detail
            icon={<Badge fontSize="small" />}
            label={t('dashboard.company.legalId')}
            value={company.legalId}
            testId="company-legal-id"
          />
          <Detail
            icon={<Phone fontSize="small" />}
            label={t('dashboard.company.phone')}
            value={company.phone}
          />
          <Detail
            icon={<Email fontSize="small" />}
            label={t('dashboard.company.email')}
            value={company.email}
          />
          <Detail
            icon={<Place fontSize="small" />}
            label={t('dashboard.company.address')}
            value={company.address}
          />
        </Box>
      </CardContent>
    </Card>
  );
};
