/** The product works without a service worker: remove any left by an earlier deployment (spec section 2). */
export const unregisterServiceWorkers = async (): Promise<void> => {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  try {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
  } catch {
    // Not allowed in this context (private mode, insecure origin): nothing was registered.
  }
};
