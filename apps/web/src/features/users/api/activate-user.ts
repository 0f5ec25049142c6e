import { useMutation } from '@tanstack/react-query';
import { API, userStatusResponse, type UserRow } from '@planilla/contracts';
import { apiRequest } from '../../../lib/api-client';
import { useInvalidateUserLists } from './keys';

/** `usuarios/activate` (PUT): the user may enter the current company again. */
export const activateUser = (num_usuario: number): Promise<UserRow> =>
  apiRequest(API.activateUser, { body: { num_usuario }, schema: userStatusResponse });

export const useActivateUser = () => {
  const invalidate = useInvalidateUserLists();
  return useMutation({ mutationFn: activateUser, meta: { silent: true }, onSuccess: invalidate });
};
