import { Card, CardContent, CardHeader, Divider } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { ChangePasswordForm } from '../../../features/auth/components/change-password-form';
import { useDocumentTitle } from '../../../hooks/use-document-title';

/** Change password, from the user menu. */
export const ChangePasswordRoute = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.change.title'));
  return (
    <>
      <PageHeader title={t('auth.change.title')} trail={[t('auth.change.trail')]} />
      <Card>
        <CardHeader title={t('auth.change.cardTitle')} subheader={t('auth.change.subtitle')} />
        <Divider />
        <CardContent sx={{ pt: 3 }}>
          <ChangePasswordForm />
        </CardContent>
      </Card>
    </>
  );
};
