import { useMutation } from '@tanstack/react-query';
import { API, updateUserResponse, type UpdateUserRequest, type UserRow } from '@planilla/contracts';
import { apiRequest } from '../../../lib/api-client';
import { useInvalidateUserLists } from './keys';

/** `usuarios/update` (PUT): name and e-mail of the user, role in the current company. */
export const updateUser = (input: UpdateUserRequest): Promise<UserRow> =>
  apiRequest(API.updateUser, { body: input, schema: updateUserResponse });

export const useUpdateUser = () => {
  const invalidate = useInvalidateUserLists();
  return useMutation({ mutationFn: updateUser, meta: { silent: true }, onSuccess: invalidate });
};
