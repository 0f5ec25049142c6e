import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { LoginResponse } from '@planilla/contracts';
import { useNavigate } from 'react-router';
import { startSession } from '../../../lib/session';
import { switchCompany } from '../api/switch-company';

/**
 * Switches the session to another company without signing out. While `switching`, the screen shows no page
 * (nothing of the company left is rendered with the new session, nor the other way round). On success every
 * cached query is dropped, the stored `token`, `refreshToken`, `userData` and `datosEmpresa` are replaced,
 * and the app goes to `landing(session)`. A refused switch changes nothing and throws.
 */
export const useSwitchCompany = (landing: (session: LoginResponse) => string) => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [switching, setSwitching] = useState<number | null>(null);
  const switchTo = useCallback(
    async (companyNumber: number): Promise<LoginResponse> => {
      setSwitching(companyNumber);
      try {
        const session = await switchCompany({ num_empresa: companyNumber });
        await queryClient.cancelQueries();
        queryClient.clear();
        startSession(session);
        await navigate(landing(session), { replace: true });
        return session;
      } finally {
        setSwitching(null);
      }
    },
    [landing, navigate, queryClient],
  );
  return { switchTo, switching };
};
