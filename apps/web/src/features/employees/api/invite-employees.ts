import { useMutation } from '@tanstack/react-query';
import {
  API,
  inviteEmployeesResponse,
  type InviteEmployeesRequest,
  type InviteEmployeesResponse,
} from '@planilla/contracts';
import { apiRequest } from '../../../lib/api-client';

/**
 * `empleados/invitar`: self-service logins for the chosen employees, or every active one with an e-mail
 * (`all: true`); each gets the password-setup e-mail. The answer says who was invited and why others were not.
 */
export const inviteEmployees = (request: InviteEmployeesRequest): Promise<InviteEmployeesResponse> =>
  apiRequest(API.inviteEmployees, { body: request, schema: inviteEmployeesResponse });

export const useInviteEmployees = () => useMutation({ mutationFn: inviteEmployees, meta: { silent: true } });
