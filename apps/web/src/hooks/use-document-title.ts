import { useEffect } from 'react';

const PRODUCT = 'Planilla CR';

/** The browser tab reads "<screen> · Planilla CR". */
export const useDocumentTitle = (title: string | undefined) => {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT}` : PRODUCT;
  }, [title]);
};
