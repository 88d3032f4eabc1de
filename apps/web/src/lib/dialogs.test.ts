import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { closeDialog, dialog, showAlert, showLoading } from './dialogs';

describe('dialogs loaded on first use', () => {
  it('opens a dialog once SweetAlert2 has loaded', async () => {
    void showAlert('success', 'Saved!', 'Your change is saved.');
    expect(await screen.findByText('Saved!')).toBeTruthy();
    closeDialog();
  });

  it('does not open a dialog asked for before a close', async () => {
    const result = dialog.fire({ title: 'Action Required' });
    closeDialog();
    await expect(result).resolves.toMatchObject({ isConfirmed: false, isDismissed: true });
    expect(screen.queryByText('Action Required')).toBeNull();
    expect(dialog.isVisible()).toBe(false);
  });

  it('keeps the OK button of a message that replaced a loading dialog before it finished opening', async () => {
    showLoading('Updating status...');
    void showAlert('error', 'Error', 'Failed to update status.');
    expect(await screen.findByText('Failed to update status.')).toBeTruthy();
    // The loading dialog's late "opened" step runs on a timer; give it its turn.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const ok = screen.getByRole('button', { name: 'OK' });
    expect(ok.style.display).not.toBe('none');
    expect(document.querySelector('.swal2-loading')).toBeNull();
    closeDialog();
  });
});
