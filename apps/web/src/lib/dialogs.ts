import type { SweetAlertIcon, SweetAlertOptions, SweetAlertResult } from 'sweetalert2';
import { defineMessages, translate } from '@/i18n/i18n';
import uiEn from '@/locales/en/ui';

const m = defineMessages('ui', uiEn);

type Swal = typeof import('sweetalert2').default;

interface Loaded {
  Swal: Swal;
  dialog: Swal;
  toast: Swal;
}

/**
 * SweetAlert2 loads on the first dialog, not with the first page (docs/decisions/0090): the member's first
 * load stays small and the library stays out of the entry chunk.
 */
let loading: Promise<Loaded> | undefined;
let loaded: Loaded | undefined;
/** Counts `closeDialog` calls: a dialog asked for before a close must not open after it. */
let closes = 0;
/** Counts the dialogs and toasts opened: SweetAlert2 shows one at a time, the newest replacing the last. */
let opened = 0;

function load(): Promise<Loaded> {
  loading ??= import('sweetalert2').then(({ default: Swal }) => {
    loaded = {
      Swal,
      // The product's colours (the theme's, see styles.css); every dialog and toast goes through here.
      dialog: Swal.mixin({
        confirmButtonColor: 'var(--color-green-600)',
        cancelButtonColor: 'var(--color-slate-500)',
      }),
      toast: Swal.mixin({
        toast: true,
        position: 'top',
        showConfirmButton: false,
        timer: 2500,
        timerProgressBar: true,
      }),
    };
    return loaded;
  });
  // A load that failed (offline) is tried again on the next dialog.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/**
 * Loads the library once the first page has painted, so a dialog can still open when the connection
 * drops later (an offline failure must be shown, and the code for showing it may not be fetchable then).
 */
export function preloadDialogs(): void {
  const start = () => void load().catch(() => undefined);
  // A page that keeps the browser busy must not postpone it indefinitely: at most two seconds.
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(start, { timeout: 2000 });
  else setTimeout(start, 1);
}

async function open<T>(
  options: SweetAlertOptions,
  which: 'dialog' | 'toast' = 'dialog',
): Promise<SweetAlertResult<Awaited<T>>> {
  const closesBefore = closes;
  const swal = await load();
  if (closes !== closesBefore) {
    return { isConfirmed: false, isDenied: false, isDismissed: true, dismiss: swal.Swal.DismissReason.close };
  }
  opened += 1;
  // The buttons' default texts in the language shown now (SweetAlert2 reads the page's direction itself).
  const buttons = { confirmButtonText: translate(m.ok), cancelButtonText: translate(m.cancel) };
  return swal[which].fire({ ...buttons, ...options }) as Promise<SweetAlertResult<Awaited<T>>>;
}

/** The product's dialog: `fire` opens it (loading the library on first use). */
export const dialog = {
  fire<T = unknown>(options: SweetAlertOptions): Promise<SweetAlertResult<Awaited<T>>> {
    return open<T>(options);
  },
  isVisible(): boolean {
    return loaded?.Swal.isVisible() ?? false;
  },
};

export function showAlert(icon: SweetAlertIcon, title: string, text?: string) {
  return dialog.fire({ icon, title, text });
}

export function showToast(icon: SweetAlertIcon, title: string) {
  return open({ icon, title }, 'toast');
}

export function closeDialog(): void {
  closes += 1;
  loaded?.Swal.close();
}

/** A blocking dialog with a spinner (e.g. 'Updating status...'); close it with `closeDialog`. */
export function showLoading(title: string) {
  let mine = -1;
  void dialog.fire({
    title,
    allowOutsideClick: false,
    allowEscapeKey: false,
    showConfirmButton: false,
    willOpen: () => {
      mine = opened;
    },
    // didOpen runs after the opening animation: when a quick failure has already replaced this dialog
    // with its message, the spinner must not take the place of that message's OK button.
    didOpen: () => {
      if (opened === mine) loaded?.Swal.showLoading();
    },
  });
}

export interface ConfirmOptions {
  title: string;
  text: string;
  confirmButtonText: string;
  icon?: SweetAlertIcon;
  /** Red confirm button for destructive actions. */
  danger?: boolean;
}

/** Asks before an action; resolves true when the confirm button was pressed. */
export async function confirmAction({
  title,
  text,
  confirmButtonText,
  icon = 'warning',
  danger = false,
}: ConfirmOptions): Promise<boolean> {
  const result = await dialog.fire({
    icon,
    title,
    text,
    showCancelButton: true,
    confirmButtonText,
    focusCancel: true,
    ...(danger ? { confirmButtonColor: 'var(--color-red-600)' } : {}),
  });
  return result.isConfirmed;
}

/** An alert whose `detail` (e.g. the server's reason) reads as plain text under the message. */
export function showAlertWithDetail(icon: SweetAlertIcon, title: string, text: string, detail?: string) {
  let footer: HTMLElement | undefined;
  if (detail && detail !== text) {
    footer = document.createElement('span');
    footer.textContent = detail;
  }
  return dialog.fire({ icon, title, text, ...(footer ? { footer } : {}) });
}
