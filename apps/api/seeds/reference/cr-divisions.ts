/**
 * División territorial administrativa de Costa Rica: 7 provinces, 84 cantons and their districts, with the
 * codes INEC and the TSE use (province 1 digit, canton = province + 2 digits, district = canton + 2 digits).
 *
 * Each canton lists its districts in code order: the district code is the canton code followed by the
 * 1-based position, zero-padded. `null` marks a code that was withdrawn when its district moved to a new
 * canton (INEC never reuses codes): 20306 Río Cuarto (to canton 216, 2018), 60109 Monteverde (to canton 612,
 * 2021) and 60702 Puerto Jiménez (to canton 613, 2022).
 *
 * Sources: the INEC "División Territorial Administrativa" as published in the national FHIR terminology
 * (HL7 Costa Rica, district and canton code systems, 2025), cross-checked against the Comisión Nacional de
 * División Territorial Administrativa decrees for the cantons created since 2018 (Río Cuarto, Monteverde,
 * Puerto Jiménez) and the renaming of Aguirre to Quepos and Valverde Vega to Sarchí.
 */
export type ProvinceData = { readonly code: string; readonly name: string };
export type CantonData = {
  readonly code: string;
  readonly name: string;
  readonly districts: readonly (string | null)[];
};

export const PROVINCES: readonly ProvinceData[] = [
  { code: '1', name: 'San José' },
  { code: '2', name: 'Alajuela' },
  { code: '3', name: 'Cartago' },
  { code: '4', name: 'Heredia' },
  { code: '5', name: 'Guanacaste' },
  { code: '6', name: 'Puntarenas' },
  { code: '7', name: 'Limón' },
];

export const CANTONS: readonly CantonData[] = [
  // San José
  {
    code: '101',
    name: 'San José',
    districts: [
      'Carmen',
      'Merced',
      'Hospital',
      'Catedral',
      'Zapote',
      'San Francisco de Dos Ríos',
      'Uruca',
      'Mata Redonda',
      'Pavas',
      'Hatillo',
      'San Sebastián',
    ],
  },
  { code: '102', name: 'Escazú', districts: ['Escazú', 'San Antonio', 'San Rafael'] },
  {
    code: '103',
    name: 'Desamparados',
    districts: [
      'Desamparados',
      'San Miguel',
      'San Juan de Dios',
      'San Rafael Arriba',
      'San Antonio',
      'Frailes',
      'Patarrá',
      'San Cristóbal',
      'Rosario',
      'Damas',
      'San Rafael Abajo',
      'Gravilias',
      'Los Guido',
    ],
  },
  {
    code: '104',
    name: 'Puriscal',
    districts: [
      'Santiago',
      'Mercedes Sur',
      'Barbacoas',
      'Grifo Alto',
      'San Rafael',
      'Candelarita',
      'Desamparaditos',
      'San Antonio',
      'Chires',
    ],
  },
  { code: '105', name: 'Tarrazú', districts: ['San Marcos', 'San Lorenzo', 'San Carlos'] },
  {
    code: '106',
    name: 'Aserrí',
    districts: ['Aserrí', 'Tarbaca', 'Vuelta de Jorco', 'San Gabriel', 'Legua', 'Monterrey', 'Salitrillos'],
  },
  {
    code: '107',
    name: 'Mora',
    districts: ['Colón', 'Guayabo', 'Tabarcia', 'Piedras Negras', 'Picagres', 'Jaris', 'Quitirrisí'],
  },
  {
    code: '108',
    name: 'Goicoechea',
    districts: [
      'Guadalupe',
      'San Francisco',
      'Calle Blancos',
      'Mata de Plátano',
      'Ipís',
      'Rancho Redondo',
      'Purral',
    ],
  },
  {
    code: '109',
    name: 'Santa Ana',
    districts: ['Santa Ana', 'Salitral', 'Pozos', 'Uruca', 'Piedades', 'Brasil'],
  },
  {
    code: '110',
    name: 'Alajuelita',
    districts: ['Alajuelita', 'San Josecito', 'San Antonio', 'Concepción', 'San Felipe'],
  },
  {
    code: '111',
    name: 'Vázquez de Coronado',
    districts: ['San Isidro', 'San Rafael', 'Dulce Nombre de Jesús', 'Patalillo', 'Cascajal'],
  },
  {
    code: '112',
    name: 'Acosta',
    districts: ['San Ignacio', 'Guaitil', 'Palmichal', 'Cangrejal', 'Sabanillas'],
  },
  {
    code: '113',
    name: 'Tibás',
    districts: ['San Juan', 'Cinco Esquinas', 'Anselmo Llorente', 'León XIII', 'Colima'],
  },
  { code: '114', name: 'Moravia', districts: ['San Vicente', 'San Jerónimo', 'La Trinidad'] },
  { code: '115', name: 'Montes de Oca', districts: ['San Pedro', 'Sabanilla', 'Mercedes', 'San Rafael'] },
  {
    code: '116',
    name: 'Turrubares',
    districts: ['San Pablo', 'San Pedro', 'San Juan de Mata', 'San Luis', 'Carara'],
  },
  { code: '117', name: 'Dota', districts: ['Santa María', 'Jardín', 'Copey'] },
  { code: '118', name: 'Curridabat', districts: ['Curridabat', 'Granadilla', 'Sánchez', 'Tirrases'] },
  {
    code: '119',
    name: 'Pérez Zeledón',
    districts: [
      'San Isidro de El General',
      'El General',
      'Daniel Flores',
      'Rivas',
      'San Pedro',
      'Platanares',
      'Pejibaye',
      'Cajón',
      'Barú',
      'Río Nuevo',
      'Páramo',
      'La Amistad',
    ],
  },
  {
    code: '120',
    name: 'León Cortés Castro',
    districts: ['San Pablo', 'San Andrés', 'Llano Bonito', 'San Isidro', 'Santa Cruz', 'San Antonio'],
  },
  // Alajuela
  {
    code: '201',
    name: 'Alajuela',
    districts: [
      'Alajuela',
      'San José',
      'Carrizal',
      'San Antonio',
      'Guácima',
      'San Isidro',
      'Sabanilla',
      'San Rafael',
      'Río Segundo',
      'Desamparados',
      'Turrúcares',
      'Tambor',
      'Garita',
      'Sarapiquí',
    ],
  },
  {
    code: '202',
    name: 'San Ramón',
    districts: [
      'San Ramón',
      'Santiago',
      'San Juan',
      'Piedades Norte',
      'Piedades Sur',
      'San Rafael',
      'San Isidro',
      'Ángeles',
      'Alfaro',
      'Volio',
      'Concepción',
      'Zapotal',
      'Peñas Blancas',
      'San Lorenzo',
    ],
  },
  {
    code: '203',
    name: 'Grecia',
    districts: [
      'Grecia',
      'San Isidro',
      'San José',
      'San Roque',
      'Tacares',
      null,
      'Puente de Piedra',
      'Bolívar',
    ],
  },
  { code: '204', name: 'San Mateo', districts: ['San Mateo', 'Desmonte', 'Jesús María', 'Labrador'] },
  {
    code: '205',
    name: 'Atenas',
    districts: [
      'Atenas',
      'Jesús',
      'Mercedes',
      'San Isidro',
      'Concepción',
      'San José',
      'Santa Eulalia',
      'Escobal',
    ],
  },
  {
    code: '206',
    name: 'Naranjo',
    districts: [
      'Naranjo',
      'San Miguel',
      'San José',
      'Cirrí Sur',
      'San Jerónimo',
      'San Juan',
      'El Rosario',
      'Palmitos',
    ],
  },
  {
    code: '207',
    name: 'Palmares',
    districts: ['Palmares', 'Zaragoza', 'Buenos Aires', 'Santiago', 'Candelaria', 'Esquipulas', 'La Granja'],
  },
  {
    code: '208',
    name: 'Poás',
    districts: ['San Pedro', 'San Juan', 'San Rafael', 'Carrillos', 'Sabana Redonda'],
  },
  {
    code: '209',
    name: 'Orotina',
    districts: ['Orotina', 'Mastate', 'Hacienda Vieja', 'Coyolar', 'La Ceiba'],
  },
  {
    code: '210',
    name: 'San Carlos',
    districts: [
      'Quesada',
      'Florencia',
      'Buenavista',
      'Aguas Zarcas',
      'Venecia',
      'Pital',
      'La Fortuna',
      'La Tigra',
      'La Palmera',
      'Venado',
      'Cutris',
      'Monterrey',
      'Pocosol',
    ],
  },
  {
    code: '211',
    name: 'Zarcero',
    districts: ['Zarcero', 'Laguna', 'Tapesco', 'Guadalupe', 'Palmira', 'Zapote', 'Brisas'],
  },
  {
    code: '212',
    name: 'Sarchí',
    districts: ['Sarchí Norte', 'Sarchí Sur', 'Toro Amarillo', 'San Pedro', 'Rodríguez'],
  },
  {
    code: '213',
    name: 'Upala',
    districts: [
      'Upala',
      'Aguas Claras',
      'San José o Pizote',
      'Bijagua',
      'Delicias',
      'Dos Ríos',
      'Yolillal',
      'Canalete',
    ],
  },
  { code: '214', name: 'Los Chiles', districts: ['Los Chiles', 'Caño Negro', 'El Amparo', 'San Jorge'] },
  { code: '215', name: 'Guatuso', districts: ['San Rafael', 'Buenavista', 'Cote', 'Katira'] },
  { code: '216', name: 'Río Cuarto', districts: ['Río Cuarto', 'Santa Rita', 'Santa Isabel'] },
  // Cartago
  {
    code: '301',
    name: 'Cartago',
    districts: [
      'Oriental',
      'Occidental',
      'Carmen',
      'San Nicolás',
      'Aguacaliente o San Francisco',
      'Guadalupe o Arenilla',
      'Corralillo',
      'Tierra Blanca',
      'Dulce Nombre',
      'Llano Grande',
      'Quebradilla',
    ],
  },
  {
    code: '302',
    name: 'Paraíso',
    districts: ['Paraíso', 'Santiago', 'Orosi', 'Cachí', 'Llanos de Santa Lucía', 'Birrisito'],
  },
  {
    code: '303',
    name: 'La Unión',
    districts: [
      'Tres Ríos',
      'San Diego',
      'San Juan',
      'San Rafael',
      'Concepción',
      'Dulce Nombre',
      'San Ramón',
      'Río Azul',
    ],
  },
  { code: '304', name: 'Jiménez', districts: ['Juan Viñas', 'Tucurrique', 'Pejibaye', 'La Victoria'] },
  {
    code: '305',
    name: 'Turrialba',
    districts: [
      'Turrialba',
      'La Suiza',
      'Peralta',
      'Santa Cruz',
      'Santa Teresita',
      'Pavones',
      'Tuis',
      'Tayutic',
      'Santa Rosa',
      'Tres Equis',
      'La Isabel',
      'Chirripó',
    ],
  },
  { code: '306', name: 'Alvarado', districts: ['Pacayas', 'Cervantes', 'Capellades'] },
  {
    code: '307',
    name: 'Oreamuno',
    districts: ['San Rafael', 'Cot', 'Potrero Cerrado', 'Cipreses', 'Santa Rosa'],
  },
  { code: '308', name: 'El Guarco', districts: ['El Tejar', 'San Isidro', 'Tobosi', 'Patio de Agua'] },
  // Heredia
  {
    code: '401',
    name: 'Heredia',
    districts: ['Heredia', 'Mercedes', 'San Francisco', 'Ulloa', 'Vara Blanca'],
  },
  {
    code: '402',
    name: 'Barva',
    districts: [
      'Barva',
      'San Pedro',
      'San Pablo',
      'San Roque',
      'Santa Lucía',
      'San José de la Montaña',
      'Puente Salas',
    ],
  },
  {
    code: '403',
    name: 'Santo Domingo',
    districts: [
      'Santo Domingo',
      'San Vicente',
      'San Miguel',
      'Paracito',
      'Santo Tomás',
      'Santa Rosa',
      'Tures',
      'Pará',
    ],
  },
  {
    code: '404',
    name: 'Santa Bárbara',
    districts: ['Santa Bárbara', 'San Pedro', 'San Juan', 'Jesús', 'Santo Domingo', 'Purabá'],
  },
  {
    code: '405',
    name: 'San Rafael',
    districts: ['San Rafael', 'San Josecito', 'Santiago', 'Ángeles', 'Concepción'],
  },
  { code: '406', name: 'San Isidro', districts: ['San Isidro', 'San José', 'Concepción', 'San Francisco'] },
  { code: '407', name: 'Belén', districts: ['San Antonio', 'La Ribera', 'La Asunción'] },
  { code: '408', name: 'Flores', districts: ['San Joaquín', 'Barrantes', 'Llorente'] },
  { code: '409', name: 'San Pablo', districts: ['San Pablo', 'Rincón de Sabanilla'] },
  {
    code: '410',
    name: 'Sarapiquí',
    districts: ['Puerto Viejo', 'La Virgen', 'Horquetas', 'Llanuras del Gaspar', 'Cureña'],
  },
  // Guanacaste
  {
    code: '501',
    name: 'Liberia',
    districts: ['Liberia', 'Cañas Dulces', 'Mayorga', 'Nacascolo', 'Curubandé'],
  },
  {
    code: '502',
    name: 'Nicoya',
    districts: [
      'Nicoya',
      'Mansión',
      'San Antonio',
      'Quebrada Honda',
      'Sámara',
      'Nosara',
      'Belén de Nosarita',
    ],
  },
  {
    code: '503',
    name: 'Santa Cruz',
    districts: [
      'Santa Cruz',
      'Bolsón',
      'Veintisiete de Abril',
      'Tempate',
      'Cartagena',
      'Cuajiniquil',
      'Diriá',
      'Cabo Velas',
      'Tamarindo',
    ],
  },
  { code: '504', name: 'Bagaces', districts: ['Bagaces', 'La Fortuna', 'Mogote', 'Río Naranjo'] },
  { code: '505', name: 'Carrillo', districts: ['Filadelfia', 'Palmira', 'Sardinal', 'Belén'] },
  { code: '506', name: 'Cañas', districts: ['Cañas', 'Palmira', 'San Miguel', 'Bebedero', 'Porozal'] },
  { code: '507', name: 'Abangares', districts: ['Las Juntas', 'Sierra', 'San Juan', 'Colorado'] },
  {
    code: '508',
    name: 'Tilarán',
    districts: [
      'Tilarán',
      'Quebrada Grande',
      'Tronadora',
      'Santa Rosa',
      'Líbano',
      'Tierras Morenas',
      'Arenal',
      'Cabeceras',
    ],
  },
  {
    code: '509',
    name: 'Nandayure',
    districts: ['Carmona', 'Santa Rita', 'Zapotal', 'San Pablo', 'Porvenir', 'Bejuco'],
  },
  { code: '510', name: 'La Cruz', districts: ['La Cruz', 'Santa Cecilia', 'La Garita', 'Santa Elena'] },
  {
    code: '511',
    name: 'Hojancha',
    districts: ['Hojancha', 'Monte Romo', 'Puerto Carrillo', 'Huacas', 'Matambú'],
  },
  // Puntarenas
  {
    code: '601',
    name: 'Puntarenas',
    districts: [
      'Puntarenas',
      'Pitahaya',
      'Chomes',
      'Lepanto',
      'Paquera',
      'Manzanillo',
      'Guacimal',
      'Barranca',
      null,
      'Isla del Coco',
      'Cóbano',
      'Chacarita',
      'Chira',
      'Acapulco',
      'El Roble',
      'Arancibia',
    ],
  },
  {
    code: '602',
    name: 'Esparza',
    districts: ['Espíritu Santo', 'San Juan Grande', 'Macacona', 'San Rafael', 'San Jerónimo', 'Caldera'],
  },
  {
    code: '603',
    name: 'Buenos Aires',
    districts: [
      'Buenos Aires',
      'Volcán',
      'Potrero Grande',
      'Boruca',
      'Pilas',
      'Colinas',
      'Chánguena',
      'Biolley',
      'Brunka',
    ],
  },
  { code: '604', name: 'Montes de Oro', districts: ['Miramar', 'La Unión', 'San Isidro'] },
  {
    code: '605',
    name: 'Osa',
    districts: ['Puerto Cortés', 'Palmar', 'Sierpe', 'Bahía Ballena', 'Piedras Blancas', 'Bahía Drake'],
  },
  { code: '606', name: 'Quepos', districts: ['Quepos', 'Savegre', 'Naranjito'] },
  { code: '607', name: 'Golfito', districts: ['Golfito', null, 'Guaycará', 'Pavón'] },
  {
    code: '608',
    name: 'Coto Brus',
    districts: ['San Vito', 'Sabalito', 'Aguabuena', 'Limoncito', 'Pittier', 'Gutiérrez Braun'],
  },
  { code: '609', name: 'Parrita', districts: ['Parrita'] },
  { code: '610', name: 'Corredores', districts: ['Corredor', 'La Cuesta', 'Canoas', 'Laurel'] },
  { code: '611', name: 'Garabito', districts: ['Jacó', 'Tárcoles', 'Lagunillas'] },
  { code: '612', name: 'Monteverde', districts: ['Monteverde'] },
  { code: '613', name: 'Puerto Jiménez', districts: ['Puerto Jiménez'] },
  // Limón
  { code: '701', name: 'Limón', districts: ['Limón', 'Valle La Estrella', 'Río Blanco', 'Matama'] },
  {
    code: '702',
    name: 'Pococí',
    districts: ['Guápiles', 'Jiménez', 'La Rita', 'Roxana', 'Cariari', 'Colorado', 'La Colonia'],
  },
  {
    code: '703',
    name: 'Siquirres',
    districts: ['Siquirres', 'Pacuarito', 'Florida', 'Germania', 'El Cairo', 'Alegría', 'Reventazón'],
  },
  { code: '704', name: 'Talamanca', districts: ['Bratsi', 'Sixaola', 'Cahuita', 'Telire'] },
  { code: '705', name: 'Matina', districts: ['Matina', 'Batán', 'Carrandi'] },
  { code: '706', name: 'Guácimo', districts: ['Guácimo', 'Mercedes', 'Pocora', 'Río Jiménez', 'Duacarí'] },
];

export type LocalityLevel = 'province' | 'canton' | 'district';
export type LocalityRow = { code: string; level: LocalityLevel; parentCode: string | null; name: string };

/** Every province, canton and district as one flat list of rows (what the `localities` table holds). */
export const localityRows = (): LocalityRow[] => {
  const rows: LocalityRow[] = PROVINCES.map((p) => ({
    code: p.code,
    level: 'province',
    parentCode: null,
    name: p.name,
  }));
  for (const c of CANTONS) {
    rows.push({ code: c.code, level: 'canton', parentCode: c.code.slice(0, 1), name: c.name });
    c.districts.forEach((name, i) => {
      if (name)
        rows.push({
          code: `${c.code}${String(i + 1).padStart(2, '0')}`,
          level: 'district',
          parentCode: c.code,
          name,
        });
    });
  }
  return rows;
};
