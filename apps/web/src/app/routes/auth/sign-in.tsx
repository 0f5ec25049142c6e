import { Alert, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths, safeRedirect, type SignInReason } from '../../../config/paths';
import { SignInFlow } from '../../../features/auth/components/sign-in-flow';
import { useDocumentTitle } from '../../../hooks/use-document-title';

const NOTICES: Record<SignInReason, { severity: 'info' | 'warning' | 'success'; key: string }> = {
  expired: { severity: 'warning', key: 'auth.notices.expired' },
  signedOut: { severity: 'info', key: 'auth.notices.signedOut' },
  passwordChanged: { severity: 'success', key: 'auth.notices.passwordChanged' },
};

/** Sign-in; afterwards the page the user asked for, or the first page of their menu. */
export const SignInRoute = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const reason = params.get('reason') as SignInReason | null;
  const notice = reason ? NOTICES[reason] : undefined;
  useDocumentTitle(t('auth.signIn.title'));

  const onSignedIn = async () => {
    // The query client is loaded after sign-in (the signed-in screens need it anyway), so the sign-in screen stays
    // light. Nothing cached from an earlier session may show in this one.
    const { queryClient } = await import('../../../lib/query-client');
    queryClient.clear();
    const requested = safeRedirect(params.get('redirectTo'));
    let target = requested;
    if (!target) {
      const { firstMenuLink, getSystemMenuQueryOptions } =
        await import('../../../features/navigation/api/get-system-menu');
      const menu = await queryClient.fetchQuery(getSystemMenuQueryOptions()).catch(() => []);
      target = firstMenuLink(menu) ?? paths.home.getHref();
    }
    await navigate(target, { replace: true });
  };

  return (
    <Stack spacing={3}>
      {notice && (
        <Alert severity={notice.severity} data-testid="sign-in-notice">
          {t(notice.key)}
        </Alert>
      )}
      <SignInFlow onSignedIn={onSignedIn} />
    </Stack>
  );
};
