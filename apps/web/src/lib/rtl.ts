import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';

/**
 * Right-to-left styles without an extra package: an emotion (stylis) plugin that mirrors the physical
 * CSS that MUI writes (`left`, `margin-right`, `border-top-left-radius`, `text-align: left`...).
 * MUI relies on such a plugin for RTL; setting `dir` and `theme.direction` alone leaves drawers,
 * adornments and paddings on the wrong side. Logical properties (`margin-inline-start`) need nothing.
 */
const PAIRS: Array<[string, string]> = [
  ['left', 'right'],
  ['margin-left', 'margin-right'],
  ['padding-left', 'padding-right'],
  ['border-left', 'border-right'],
  ['border-left-width', 'border-right-width'],
  ['border-left-style', 'border-right-style'],
  ['border-left-color', 'border-right-color'],
  ['border-top-left-radius', 'border-top-right-radius'],
  ['border-bottom-left-radius', 'border-bottom-right-radius'],
  ['scroll-margin-left', 'scroll-margin-right'],
  ['scroll-padding-left', 'scroll-padding-right'],
];
const PROPERTY_SWAPS = new Map(PAIRS.flatMap(([a, b]) => [[a, b], [b, a]] as const));

/** `top right bottom left` → `top left bottom right`. */
const FOUR_SIDES = new Set(['margin', 'padding', 'border-width', 'border-style', 'border-color', 'inset', 'scroll-margin', 'scroll-padding']);
/** Values that name a side. */
const SIDE_KEYWORDS = new Set(['text-align', 'float', 'clear', 'justify-self', 'justify-items', 'transform-origin', 'background-position']);

const swapSideWords = (value: string): string =>
  value.replace(/\b(left|right)\b/g, (word) => (word === 'left' ? 'right' : 'left'));

const flipFourSides = (value: string): string => {
  const parts = value.trim().split(/\s+/);
  return parts.length === 4 && !value.includes('(') ? [parts[0], parts[3], parts[2], parts[1]].join(' ') : value;
};

/** Corners mirror across the vertical axis. */
const flipRadius = (value: string): string => {
  if (value.includes('/') || value.includes('(')) return value;
  const [a, b, c, d] = value.trim().split(/\s+/);
  if (d !== undefined) return `${b} ${a} ${d} ${c}`;
  if (c !== undefined) return `${b} ${a} ${b} ${c}`;
  if (b !== undefined) return `${b} ${a}`;
  return value;
};

const negate = (length: string): string => {
  const trimmed = length.trim();
  if (/^-?0[a-z%]*$/.test(trimmed) || !/^-?[\d.]+[a-z%]*$/.test(trimmed)) return trimmed;
  return trimmed.startsWith('-') ? trimmed.slice(1) : `-${trimmed}`;
};

/** Horizontal moves go the other way: `translate(14px, 9px)` → `translate(-14px, 9px)`. */
const mirrorTranslate = (value: string): string =>
  value
    .replace(/translateX\(([^()]+)\)/g, (_m, x: string) => `translateX(${negate(x)})`)
    .replace(/translate(3d)?\(([^(),]+),([^()]+)\)/g, (_m, d: string | undefined, x: string, rest: string) => `translate${d ?? ''}(${negate(x)},${rest})`);

export const mirrorDeclaration = (property: string, value: string): [string, string] => {
  const flippedProperty = PROPERTY_SWAPS.get(property) ?? property;
  let flippedValue = value;
  if (FOUR_SIDES.has(property)) flippedValue = flipFourSides(value);
  else if (property === 'border-radius') flippedValue = flipRadius(value);
  else if (SIDE_KEYWORDS.has(property)) flippedValue = swapSideWords(value);
  else if (property === 'transform') flippedValue = mirrorTranslate(value);
  return [flippedProperty, flippedValue];
};

const rtlPlugin: StylisPlugin = (element) => {
  if (element.type !== 'decl' || typeof element.props !== 'string' || typeof element.children !== 'string') return;
  const [property, value] = mirrorDeclaration(element.props, element.children);
  if (property === element.props && value === element.children) return;
  element.props = property;
  element.children = value;
  element.length = property.length;
  element.value = `${property}:${value};`;
};

const caches: Partial<Record<'ltr' | 'rtl', EmotionCache>> = {};

/** The emotion cache of a text direction (created once, on first use); right to left mirrors. */
export const styleCache = (direction: 'ltr' | 'rtl'): EmotionCache => {
  caches[direction] ??=
    direction === 'rtl' ? createCache({ key: 'mui-rtl', stylisPlugins: [rtlPlugin] }) : createCache({ key: 'mui' });
  return caches[direction];
};
