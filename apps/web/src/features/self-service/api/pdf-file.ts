import { saveFile, type DownloadedFile } from '../../../lib/api-client';

/**
 * Opens a PDF the API answers in a new tab (a phone hands it to its PDF viewer), or saves it. The tab is opened at
 * the tap, before the file arrives, so a browser does not take it for a pop-up; it closes again if the call fails.
 */
export const openOrSavePdf = async (
  fetchFile: () => Promise<DownloadedFile>,
  purpose: 'preview' | 'download',
): Promise<void> => {
  if (purpose === 'download') {
    saveFile(await fetchFile());
    return;
  }
  const tab = window.open('', '_blank');
  try {
    const file = await fetchFile();
    const url = URL.createObjectURL(file.blob);
    if (tab) tab.location.href = url;
    else saveFile(file);
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
};
