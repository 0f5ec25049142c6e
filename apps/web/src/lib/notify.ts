/**
 * Toasts from code outside React (the query cache). The signed-in layout mounts the toast provider
 * and registers it here, so the sign-in screen does not load the toast library.
 */
export type NotifyVariant = 'success' | 'error' | 'info' | 'warning';
type Notifier = (message: string, variant: NotifyVariant) => void;

let notifier: Notifier | null = null;

export const setNotifier = (next: Notifier | null): void => {
  notifier = next;
};

export const notify = (message: string, variant: NotifyVariant = 'info'): void => {
  notifier?.(message, variant);
};
