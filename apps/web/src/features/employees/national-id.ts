import type { NationalIdType } from '@planilla/contracts';

/** How a national id is written: física `1-0234-0567`, jurídica `3-101-123456`; others as stored. */
export const formatNationalId = (type: NationalIdType, value: string): string => {
  if (type === 'fisica' && /^\d{9}$/.test(value))
    return `${value.slice(0, 1)}-${value.slice(1, 5)}-${value.slice(5)}`;
  if (type === 'juridica' && /^\d{10}$/.test(value))
    return `${value.slice(0, 1)}-${value.slice(1, 4)}-${value.slice(4)}`;
  return value;
};
