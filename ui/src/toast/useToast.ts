import { useContext } from 'react';
import { ToastContext, type ToastApi } from './ToastContext.ts';

/**
 * The toasts of the nearest ToastProvider. Throws without one: the spec's "a toast target
 * that is missing throws an error", so a forgotten provider fails loudly in tests.
 */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside a ToastProvider');
  return api;
}
