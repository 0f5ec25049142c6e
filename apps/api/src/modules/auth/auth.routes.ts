import {
  API,
  AUTH_HEADERS,
  bookmarkEntry,
  bookmarkListResponse,
  changePasswordRequest,
  changePasswordResponse,
  companiesUserRequest,
  companiesUserResponse,
  loginRequest,
  loginResponse,
  myCompaniesResponse,
  recoverRequest,
  recoverResponse,
  renewResponse,
  switchCompanyRequest,
  switchCompanyResponse,
  systemMenuResponse,
  toggleBookmarkRequest,
  userDataLoginResponse,
  utilEmailRequest,
  utilEmailResponse,
} from '@planilla/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { metaOf, ok, responses } from '../../lib/http';
import { authOf } from '../../plugins/auth';
import { afterResponseHook, afterResponseSettled, runAfterResponse } from './after-response';
import * as auth from './auth.service';
import * as passwords from './passwords';

const emptyBody = z.object({}).passthrough().optional();

export const registerAuthRoutes = (root: FastifyInstance, deps: auth.AuthDeps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const publicLimit = { max: deps.config.publicRateLimit, timeWindow: '1 minute' };
  const tags = ['Auth'];
  // Work left for after an answer (the recovery e-mails) finishes before the server closes.
  root.addHook('onClose', afterResponseSettled);

  app.post(`/api/${API.companiesUser}`, {
    config: { public: true, rateLimit: publicLimit },
    schema: {
      tags,
      summary: 'Companies a user may enter (only with the right password)',
      body: companiesUserRequest,
      response: responses(companiesUserResponse, [400, 429, 500]),
    },
    handler: async (req) => ok(await auth.listCompaniesForCredentials(deps, metaOf(req), req.body)),
  });

  app.post(`/api/${API.login}`, {
    config: { public: true, rateLimit: publicLimit },
    schema: {
      tags,
      summary: 'Sign in to one company',
      body: loginRequest,
      response: responses(loginResponse, [400, 401, 403, 429, 500]),
    },
    handler: async (req) => ok(await auth.login(deps, metaOf(req), req.body)),
  });

  app.get(`/api/${API.renew}`, {
    config: { public: true, rateLimit: { max: deps.config.publicRateLimit * 4, timeWindow: '1 minute' } },
    schema: {
      tags,
      summary:
        'Renew the session token with the refresh token (header x-refresh-token); the refresh token rotates',
      headers: z.object({ [AUTH_HEADERS.refreshToken]: z.string().min(20).max(200) }).passthrough(),
      response: responses(renewResponse, [400, 401, 403, 429, 500]),
    },
    handler: async (req) =>
      ok(
        await auth.renew(deps, metaOf(req), {
          refreshToken: String(req.headers[AUTH_HEADERS.refreshToken]),
          companyHeader: req.headers[AUTH_HEADERS.company] as string | undefined,
          userHeader: req.headers[AUTH_HEADERS.user] as string | undefined,
        }),
      ),
  });

  app.put(`/api/${API.recoverPassword}`, {
    config: {
      public: true,
      rateLimit: { max: Math.max(5, Math.floor(deps.config.publicRateLimit / 3)), timeWindow: '1 minute' },
    },
    schema: {
      tags,
      summary:
        'Password recovery: { cod_usuario } e-mails a reset link; { resetToken, newPassword } sets the password',
      body: recoverRequest,
      response: responses(recoverResponse, [400, 429, 500]),
    },
    onResponse: afterResponseHook,
    handler: async (req) => {
      const body = req.body;
      const meta = metaOf(req);
      if ('resetToken' in body) return ok(await passwords.finishPasswordRecovery(deps, meta, body));
      const defer = (task: () => Promise<void>) => runAfterResponse(req, task);
      return ok(await passwords.startRecoveryByCode(deps, meta, defer, body.cod_usuario));
    },
  });

  app.post(`/api/${API.utilEmail}`, {
    config: {
      public: true,
      rateLimit: { max: Math.max(5, Math.floor(deps.config.publicRateLimit / 3)), timeWindow: '1 minute' },
    },
    schema: {
      tags: ['Files and mail'],
      summary:
        "Sends one of the system's own messages to an address the system already knows (never a relay)",
      body: utilEmailRequest,
      response: responses(utilEmailResponse, [400, 429, 500]),
    },
    onResponse: afterResponseHook,
    handler: async (req) =>
      ok(
        await passwords.startRecoveryByEmail(
          deps,
          metaOf(req),
          (task) => runAfterResponse(req, task),
          req.body.email,
        ),
      ),
  });

  app.put(`/api/${API.changePassword}`, {
    config: { ability: ['read', 'Auth'] },
    schema: {
      tags,
      summary: 'Change the signed-in user password',
      body: changePasswordRequest,
      response: responses(changePasswordResponse),
    },
    handler: async (req) => ok(await passwords.changePassword(deps, authOf(req), metaOf(req), req.body)),
  });

  app.post(`/api/${API.userDataLogin}`, {
    config: { ability: ['read', 'Auth'] },
    schema: {
      tags,
      summary: 'User data and company data of the session',
      body: emptyBody,
      response: responses(userDataLoginResponse),
    },
    handler: async (req) => ok(await auth.getUserData(deps, authOf(req))),
  });

  app.post(`/api/${API.systemMenu}`, {
    config: { ability: ['read', 'Auth'] },
    schema: {
      tags,
      summary: "The menu built from the user's abilities",
      body: emptyBody,
      response: responses(systemMenuResponse),
    },
    handler: async (req) => ok(await auth.getSystemMenu(deps, authOf(req), metaOf(req).lang)),
  });

  app.post(`/api/${API.bookmarkList}`, {
    config: { ability: ['read', 'Auth'] },
    schema: {
      tags,
      summary: 'Bookmarkable pages with their state',
      body: emptyBody,
      response: responses(bookmarkListResponse),
    },
    handler: async (req) => ok(await auth.listBookmarks(deps, authOf(req), metaOf(req).lang)),
  });

  app.put(`/api/${API.toggleBookmark}`, {
    config: { ability: ['read', 'Auth'] },
    schema: {
      tags,
      summary: 'Add or remove a bookmark',
      body: toggleBookmarkRequest,
      response: responses(bookmarkEntry, [400, 401, 403, 404, 429, 500]),
    },
    handler: async (req) => ok(await auth.toggleBookmark(deps, authOf(req), metaOf(req).lang, req.body.id)),
  });

  app.post(`/api/${API.myCompanies}`, {
    config: { ability: ['read', 'Auth'] },
    schema: {
      tags,
      summary: 'The companies the signed-in user may enter, with their role in each',
      body: emptyBody,
      response: responses(myCompaniesResponse),
    },
    handler: async (req) => ok(await auth.listMyCompanies(deps, authOf(req))),
  });

  app.post(`/api/${API.switchCompany}`, {
    config: { ability: ['read', 'Auth'] },
    schema: {
      tags,
      summary:
        'Moves the session to another company of the user: new tokens, user data and company data, as at sign-in',
      body: switchCompanyRequest,
      response: responses(switchCompanyResponse),
    },
    handler: async (req) => ok(await auth.switchCompany(deps, authOf(req), metaOf(req), req.body)),
  });
};
