/**
 * SINPE entity codes as they appear in characters 6–8 of a Costa Rican IBAN, with the entity's name
 * (reference §12: BCCR "Codificaciones Generales del Sistema de Pagos" via jeanlescure/costa-rica-iban).
 * Mergers after 2023 are unconfirmed; an IBAN with a code missing here can still be valid.
 */
export const CR_BANK_CODES: Readonly<Record<string, string>> = {
  '100': 'BCCR',
  '102': 'BAC San José',
  '104': 'Davivienda',
  '107': 'BCT',
  '114': 'LAFISE',
  '116': 'Promerica',
  '117': 'Citibank',
  '120': 'Improsa',
  '123': 'Scotiabank',
  '125': 'Cathay',
  '126': 'Banco General',
  '151': 'Banco Nacional (BNCR)',
  '152': 'Banco de Costa Rica (BCR)',
  '153': 'Banco Crédito Agrícola de Cartago',
  '161': 'Banco Popular',
  '162': 'BANHVI',
  '739': 'Ministerio de Hacienda',
  '746': 'CCSS',
  '747': 'INS',
  '803': 'Grupo Mutual Alajuela',
  '804': 'Mutual Cartago',
  '811': 'Coocique',
  '814': 'Coopenae',
  '816': 'Coopeservidores',
};
