import {
  API,
  newUserRequest,
  newUserResponse,
  passwordSetupResponse,
  updateUserRequest,
  updateUserResponse,
  userIdRequest,
  userListRequest,
  userListResponse,
  userStatusResponse,
} from '@planilla/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { metaOf, ok, responses } from '../../lib/http';
import { authOf } from '../../plugins/auth';
import * as users from './users.service';

const changeStatuses = [400, 401, 403, 404, 409, 429, 500];

export const registerUserRoutes = (root: FastifyInstance, deps: users.UsersDeps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['Users'];

  app.post(`/api/${API.userList}`, {
    config: { ability: ['read', 'User'] },
    schema: {
      tags,
      summary: 'Users of the current company, paged',
      body: userListRequest,
      response: responses(userListResponse),
    },
    handler: async (req) => ok(await users.listUsers(deps, authOf(req), req.body)),
  });

  app.post(`/api/${API.newUser}`, {
    config: { ability: ['create', 'User'] },
    schema: {
      tags,
      summary:
        'Create a user with a role in the current company; without `clave`, the user gets an e-mail to choose a password',
      body: newUserRequest,
      response: responses(newUserResponse, [400, 401, 403, 409, 429, 500]),
    },
    handler: async (req) => ok(await users.createUser(deps, authOf(req), metaOf(req), req.body)),
  });

  app.put(`/api/${API.updateUser}`, {
    config: { ability: ['update', 'User'] },
    schema: {
      tags,
      summary: "Change a user's name and e-mail, or their role in the current company",
      body: updateUserRequest,
      response: responses(updateUserResponse, changeStatuses),
    },
    handler: async (req) => ok(await users.updateUser(deps, authOf(req), metaOf(req), req.body)),
  });

  app.put(`/api/${API.deactivateUser}`, {
    config: { ability: ['update', 'User'] },
    schema: {
      tags,
      summary: 'Deactivate a user in the current company (their sessions in it end)',
      body: userIdRequest,
      response: responses(userStatusResponse, changeStatuses),
    },
    handler: async (req) =>
      ok(await users.deactivateUser(deps, authOf(req), metaOf(req), req.body.num_usuario)),
  });

  app.put(`/api/${API.activateUser}`, {
    config: { ability: ['update', 'User'] },
    schema: {
      tags,
      summary: 'Reactivate a user in the current company',
      body: userIdRequest,
      response: responses(userStatusResponse, changeStatuses),
    },
    handler: async (req) => ok(await users.activateUser(deps, authOf(req), metaOf(req), req.body.num_usuario)),
  });

  app.put(`/api/${API.sendPasswordSetup}`, {
    config: { ability: ['update', 'User'] },
    schema: {
      tags,
      summary: 'E-mail the user a link to choose their password',
      body: userIdRequest,
      response: responses(passwordSetupResponse, changeStatuses),
    },
    handler: async (req) =>
      ok(await users.sendPasswordSetup(deps, authOf(req), metaOf(req), req.body.num_usuario)),
  });
};
