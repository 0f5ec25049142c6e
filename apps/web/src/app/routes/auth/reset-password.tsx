import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form';
import { useDocumentTitle } from '../../../hooks/use-document-title';

export const ResetPasswordRoute = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const setup = params.get('setup') === '1';
  useDocumentTitle(setup ? t('auth.reset.setupTitle') : t('auth.reset.title'));
  return <ResetPasswordForm token={params.get('token')} setup={setup} />;
};
