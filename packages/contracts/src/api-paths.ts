/** The specification's call paths (under /api), the single place where they are written. */
export const API = {
  companiesUser: 'authPlanilla/companiesuser',
  login: 'authPlanilla',
  systemMenu: 'authPlanilla/systemmenu',
  bookmarkList: 'authPlanilla/bookmark',
  toggleBookmark: 'authPlanilla/deleteaddbookmark',
  recoverPassword: 'authPlanilla/recuperarclave',
  changePassword: 'authPlanilla/change',
  userDataLogin: 'authPlanilla/userdatalogin',
  renew: 'authPlanilla/renew',
  userList: 'usuarios/userlist',
  newUser: 'usuarios/new',
  utilEmail: 'util/email',
} as const;

/** Header names of an authenticated call. */
export const AUTH_HEADERS = {
  token: 'x-token',
  refreshToken: 'x-refresh-token',
  company: 'num_empresa',
  user: 'num_usuario',
  userCode: 'cod_usuario',
} as const;
