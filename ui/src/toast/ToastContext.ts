import { createContext } from 'react';
import type { ToastInput } from './toast-settings.ts';

/** What screens call to show a toast. */
export interface ToastApi {
  show(toast: ToastInput): void;
  success(message: string, title?: string): void;
  info(message: string, title?: string): void;
  warning(message: string, title?: string): void;
  error(message: string, title?: string): void;
}

export const ToastContext = createContext<ToastApi | null>(null);
