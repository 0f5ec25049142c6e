import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { clearSession } from '../../../lib/session';

/**
 * Signs out: stops running requests, removes every stored key of the session, goes to sign-in and
 * drops every cached query (so nothing of this user or company is shown to the next one).
 */
export const useLogout = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await queryClient.cancelQueries();
    clearSession();
    await navigate(paths.auth.signIn.getHref({ reason: 'signedOut' }), { replace: true });
    queryClient.clear();
  }, [navigate, queryClient]);
};
