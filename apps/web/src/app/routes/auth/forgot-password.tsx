import { useTranslation } from 'react-i18next';
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form';
import { useDocumentTitle } from '../../../hooks/use-document-title';

export const ForgotPasswordRoute = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.forgot.title'));
  return <ForgotPasswordForm />;
};
