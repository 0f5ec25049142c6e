import { API, newUserRequest, newUserResponse, userListRequest, userListResponse } from '@planilla/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { metaOf, ok, responses } from '../../lib/http';
import { authOf } from '../../plugins/auth';
import * as users from './users.service';

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
      summary: 'Create a user with a role in the current company',
      body: newUserRequest,
      response: responses(newUserResponse, [400, 401, 403, 409, 429, 500]),
    },
    handler: async (req) => ok(await users.createUser(deps, authOf(req), metaOf(req), req.body)),
  });
};
