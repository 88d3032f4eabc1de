import { showToast } from './dialogs';

/** Copies `text` and says so in a toast, or says it could not. */
export async function copyWithToast(text: string, texts: { copied: string; failed: string }): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    void showToast('success', texts.copied);
  } catch {
    void showToast('error', texts.failed);
  }
}
