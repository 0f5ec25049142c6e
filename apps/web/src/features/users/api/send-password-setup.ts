import { useMutation } from '@tanstack/react-query';
import { API, passwordSetupResponse } from '@planilla/contracts';
import { apiRequest } from '../../../lib/api-client';

/** `usuarios/passwordsetup` (PUT): e-mails the user a link to choose their password. */
export const sendPasswordSetup = (num_usuario: number): Promise<{ sent: true }> =>
  apiRequest(API.sendPasswordSetup, { body: { num_usuario }, schema: passwordSetupResponse });

export const useSendPasswordSetup = () => useMutation({ mutationFn: sendPasswordSetup, meta: { silent: true } });
