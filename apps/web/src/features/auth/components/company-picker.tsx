import {
  Alert,
  Avatar,
  Box,
  Button,
  CircularProgress,
  List,
  ListItem,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ChevronRight from '@mui/icons-material/ChevronRight';
import type { CompanySummary } from '@planilla/contracts';
import { useTranslation } from 'react-i18next';

type CompanyPickerProps = {
  companies: CompanySummary[];
  /** The company being signed in to, while the login call runs. */
  choosing: number | null;
  error: string | null;
  onChoose: (company: CompanySummary) => void;
  onBack: () => void;
};

/** The second sign-in step for users with several companies. */
export const CompanyPicker = ({ companies, choosing, error, onChoose, onBack }: CompanyPickerProps) => {
  const { t } = useTranslation();
  return (
    <Stack spacing={2.5}>
      <Box>
        <Typography variant="h5" component="h1">
          {t('auth.company.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{t('auth.company.subtitle')}</Typography>
      </Box>
      {error && (
        <Alert severity="error" data-testid="sign-in-error">
          {error}
        </Alert>
      )}
      <List
        disablePadding
        aria-label={t('auth.company.title')}
        data-testid="company-list"
        sx={{ display: 'grid', gap: 1.25 }}
      >
        {companies.map((company, index) => (
          <ListItem key={company.num_empresa} disablePadding>
          <ListItemButton
            // The step opens on the first company, so the keyboard goes on from where the form was.
            autoFocus={index === 0}
            disabled={choosing !== null}
            onClick={() => onChoose(company)}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 2, py: 1.25 }}
          >
            <ListItemAvatar>
              <Avatar
                variant="rounded"
                sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 600 }}
              >
                {company.name.slice(0, 1)}
              </Avatar>
            </ListItemAvatar>
            <ListItemText
              primary={company.name}
              secondary={t('auth.company.legalId', { legalId: company.legalId })}
              slotProps={{ primary: { fontWeight: 500 } }}
            />
            {choosing === company.num_empresa ? (
              <CircularProgress size={20} />
            ) : (
              <ChevronRight sx={{ color: 'text.disabled' }} />
            )}
          </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Button
        startIcon={<ArrowBack />}
        onClick={onBack}
        disabled={choosing !== null}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('auth.company.back')}
      </Button>
    </Stack>
  );
};
