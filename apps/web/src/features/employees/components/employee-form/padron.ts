/** Words of names that stay lower-case inside a name ("María de los Ángeles", "Ana de la O"). */
const PARTICLES = new Set(['de', 'del', 'la', 'las', 'los', 'y', 'e']);

/** The roll writes names in capitals (`JOSÉ DE LA O`): the form shows them as people write them (`José de la O`). */
export const properCase = (name: string): string =>
  name
    .trim()
    .toLocaleLowerCase('es-CR')
    .split(/\s+/)
    .map((word, index) =>
      index > 0 && PARTICLES.has(word)
        ? word
        : word.replace(
            /(^|[-'])(\p{L})/gu,
            (_match, prefix: string, letter: string) => prefix + letter.toLocaleUpperCase('es-CR'),
          ),
    )
    .join(' ');
