import { useMutation } from '@tanstack/react-query';
import { API, newUserResponse, type newUserRequest, type UserRow } from '@planilla/contracts';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { useInvalidateUserLists } from './keys';

export type CreateUserInput = z.output<typeof newUserRequest>;

/** `usuarios/new`: a user with a role in the current company (without `clave`: a password-setup e-mail). */
export const createUser = (input: CreateUserInput): Promise<UserRow> =>
  apiRequest(API.newUser, { body: input, schema: newUserResponse });

/** Creates the user and refreshes the lists. */
export const useCreateUser = () => {
  const invalidate = useInvalidateUserLists();
  return useMutation({ mutationFn: createUser, meta: { silent: true }, onSuccess: invalidate });
};
