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
