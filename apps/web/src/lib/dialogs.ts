import Swal, { type SweetAlertIcon } from 'sweetalert2';

const BRAND_GREEN = '#16a34a';

/** SweetAlert2 with the product's colours; every dialog and toast goes through here. */
export const dialog = Swal.mixin({
  confirmButtonColor: BRAND_GREEN,
  cancelButtonColor: '#64748b',
});

const toast = Swal.mixin({
  toast: true,
  position: 'top',
  showConfirmButton: false,
  timer: 2500,
  timerProgressBar: true,
});

export function showAlert(icon: SweetAlertIcon, title: string, text?: string) {
  return dialog.fire({ icon, title, text });
}

export function showToast(icon: SweetAlertIcon, title: string) {
  return toast.fire({ icon, title });
}

export function closeDialog(): void {
  Swal.close();
}

/** A blocking dialog with a spinner (e.g. 'Updating status...'); close it with `closeDialog`. */
export function showLoading(title: string) {
  void dialog.fire({
    title,
    allowOutsideClick: false,
    allowEscapeKey: false,
    showConfirmButton: false,
    didOpen: () => Swal.showLoading(),
  });
}

interface ConfirmOptions {
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
    cancelButtonText: 'Cancel',
    focusCancel: true,
    ...(danger ? { confirmButtonColor: '#dc2626' } : {}),
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
