import type { LoginResponse } from '@planilla/contracts';

/** The sign-in answer of the demo administrator of company 1, for tests that need a session. */
export const ADMIN_LOGIN: LoginResponse = {
  token: 'token-1',
  refreshToken: 'refresh-1',
  expiresIn: 900,
  userData: {
    num_empresa: 1,
    num_usuario: 1,
    cod_usuario: 'admin',
    name: 'Ana Solís',
    email: 'ana@example.cr',
    role: 'admin',
    ability: [{ action: 'manage', subject: 'all' }],
  },
  datosEmpresa: {
    num_empresa: 1,
    name: 'Café La Montaña S.A.',
    legalId: '3-101-123456',
    tradeName: null,
    address: 'San José',
    phone: '2222-2222',
    email: 'info@example.cr',
  },
};
