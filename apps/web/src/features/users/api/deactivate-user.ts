import { useMutation } from '@tanstack/react-query';
import { API, userStatusResponse, type UserRow } from '@planilla/contracts';
import { apiRequest } from '../../../lib/api-client';
import { useInvalidateUserLists } from './keys';

/** `usuarios/deactivate` (PUT): the user can no longer enter the current company; their sessions in it end. */
export const deactivateUser = (num_usuario: number): Promise<UserRow> =>
  apiRequest(API.deactivateUser, { body: { num_usuario }, schema: userStatusResponse });

export const useDeactivateUser = () => {
  const invalidate = useInvalidateUserLists();
  return useMutation({ mutationFn: deactivateUser, meta: { silent: true }, onSuccess: invalidate });
};
