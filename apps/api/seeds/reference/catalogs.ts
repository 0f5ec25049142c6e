/**
 * Global catalogs other than countries and the territorial division: identification types, civil
 * statuses, education levels and the banks with their SINPE codes. Codes are stable English identifiers
 * (what the API and the employee rows store); names are Spanish and English.
 */

export type NamedCode = { code: string; nameEs: string; nameEn: string };

/** Reference §12 (Hacienda "TipoIdentificacion"); validated by `isValidNationalId` of the engine. */
export const ID_TYPES = [
  {
    code: 'fisica',
    haciendaCode: '01',
    nameEs: 'Cédula física',
    nameEn: 'Costa Rican national ID (cédula física)',
    minLength: 9,
    maxLength: 9,
    example: '1-0234-0567',
  },
  {
    code: 'juridica',
    haciendaCode: '02',
    nameEs: 'Cédula jurídica',
    nameEn: 'Legal entity ID (cédula jurídica)',
    minLength: 10,
    maxLength: 10,
    example: '3-101-012009',
  },
  {
    code: 'dimex',
    haciendaCode: '03',
    nameEs: 'DIMEX',
    nameEn: 'Foreign resident ID (DIMEX)',
    minLength: 11,
    maxLength: 12,
    example: '155812345678',
  },
  {
    code: 'nite',
    haciendaCode: '04',
    nameEs: 'NITE',
    nameEn: 'Special tax ID (NITE)',
    minLength: 10,
    maxLength: 10,
    example: '4000123456',
  },
  {
    code: 'pasaporte',
    haciendaCode: null,
    nameEs: 'Pasaporte',
    nameEn: 'Passport',
    minLength: 1,
    maxLength: 20,
    example: 'C01234567',
  },
] as const;

export const CIVIL_STATUSES: readonly NamedCode[] = [
  { code: 'single', nameEs: 'Soltero(a)', nameEn: 'Single' },
  { code: 'married', nameEs: 'Casado(a)', nameEn: 'Married' },
  { code: 'common_law', nameEs: 'Unión libre', nameEn: 'Common-law union' },
  { code: 'separated', nameEs: 'Separado(a)', nameEn: 'Separated' },
  { code: 'divorced', nameEs: 'Divorciado(a)', nameEn: 'Divorced' },
  { code: 'widowed', nameEs: 'Viudo(a)', nameEn: 'Widowed' },
];

/** Levels as the Costa Rican education system names them (MEP; university degrees per CONARE). */
export const EDUCATION_LEVELS: readonly NamedCode[] = [
  { code: 'none', nameEs: 'Sin escolaridad', nameEn: 'No schooling' },
  { code: 'primary_incomplete', nameEs: 'Primaria incompleta', nameEn: 'Primary school, incomplete' },
  { code: 'primary', nameEs: 'Primaria completa', nameEn: 'Primary school' },
  { code: 'secondary_incomplete', nameEs: 'Secundaria incompleta', nameEn: 'Secondary school, incomplete' },
  {
    code: 'secondary',
    nameEs: 'Secundaria completa (bachillerato)',
    nameEn: 'Secondary school (high-school diploma)',
  },
  { code: 'technical', nameEs: 'Técnico', nameEn: 'Technical degree' },
  { code: 'university_incomplete', nameEs: 'Universitaria incompleta', nameEn: 'University, incomplete' },
  { code: 'diploma', nameEs: 'Diplomado universitario', nameEn: 'University diploma' },
  { code: 'bachelor', nameEs: 'Bachillerato universitario', nameEn: "Bachelor's degree" },
  { code: 'licentiate', nameEs: 'Licenciatura', nameEn: 'Licentiate degree' },
  { code: 'master', nameEs: 'Maestría', nameEn: "Master's degree" },
  { code: 'doctorate', nameEs: 'Doctorado', nameEn: 'Doctorate' },
];

/**
 * Entities that hold salary accounts, by SINPE code (reference §12, BCCR "Codificaciones Generales del
 * Sistema de Pagos"). The BCCR itself, BANHVI (second-tier), CCSS, INS and Hacienda are left out: nobody is
 * paid a salary there. Mergers after 2023 are unconfirmed in the reference: an entity that stops operating
 * is marked inactive here (never deleted, employees keep their rows).
 */
export const BANKS = [
  { code: '151', name: 'Banco Nacional de Costa Rica', shortName: 'BNCR' },
  { code: '152', name: 'Banco de Costa Rica', shortName: 'BCR' },
  { code: '161', name: 'Banco Popular y de Desarrollo Comunal', shortName: 'Banco Popular' },
  { code: '153', name: 'Banco Crédito Agrícola de Cartago', shortName: 'Bancrédito' },
  { code: '102', name: 'Banco BAC San José', shortName: 'BAC' },
  { code: '104', name: 'Banco Davivienda (Costa Rica)', shortName: 'Davivienda' },
  { code: '107', name: 'Banco BCT', shortName: 'BCT' },
  { code: '114', name: 'Banco LAFISE', shortName: 'LAFISE' },
  { code: '116', name: 'Banco Promerica de Costa Rica', shortName: 'Promerica' },
  { code: '117', name: 'Banco Citibank de Costa Rica', shortName: 'Citibank' },
  { code: '120', name: 'Banco Improsa', shortName: 'Improsa' },
  { code: '123', name: 'Scotiabank de Costa Rica', shortName: 'Scotiabank' },
  { code: '125', name: 'Banco Cathay de Costa Rica', shortName: 'Cathay' },
  { code: '126', name: 'Banco General (Costa Rica)', shortName: 'Banco General' },
  { code: '803', name: 'Grupo Mutual Alajuela - La Vivienda', shortName: 'Grupo Mutual' },
  { code: '804', name: 'Mutual Cartago de Ahorro y Préstamo', shortName: 'MUCAP' },
  { code: '811', name: 'Coocique R.L.', shortName: 'Coocique' },
  { code: '814', name: 'Coopenae R.L.', shortName: 'Coopenae' },
  { code: '816', name: 'Coopeservidores R.L.', shortName: 'Coopeservidores' },
] as const;

/** Exit types every company starts with (Código de Trabajo arts. 28, 29, 81, 83, 85); companies may add theirs. */
export const DEFAULT_EXIT_TYPES = [
  { code: 'resignation', name: 'Renuncia', employerLiability: false },
  {
    code: 'dismissal_without_liability',
    name: 'Despido sin responsabilidad patronal (art. 81)',
    employerLiability: false,
  },
  { code: 'dismissal_with_liability', name: 'Despido con responsabilidad patronal', employerLiability: true },
  { code: 'mutual_agreement', name: 'Mutuo acuerdo', employerLiability: true },
  { code: 'contract_end', name: 'Fin de contrato a plazo fijo', employerLiability: false },
  { code: 'probation', name: 'Terminación en período de prueba', employerLiability: false },
  { code: 'retirement', name: 'Pensión o jubilación', employerLiability: true },
  { code: 'death', name: 'Fallecimiento', employerLiability: true },
] as const;
