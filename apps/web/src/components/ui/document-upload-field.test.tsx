import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { DocumentUploadField, isAllowedDocument } from './document-upload-field';

async function pick(file: File) {
  // The picker's "All files" choice lets a person pick any file.
  await userEvent.upload(screen.getByLabelText('Payment receipt'), [file], { applyAccept: false });
}

describe('DocumentUploadField', () => {
  it('accepts only pdf, png, jpeg, jpg and svg', () => {
    for (const name of ['a.pdf', 'b.PNG', 'c.jpeg', 'd.jpg', 'e.svg'])
      expect(isAllowedDocument({ name })).toBe(true);
    for (const name of ['a.gif', 'b.txt', 'png', 'c.png.exe'])
      expect(isAllowedDocument({ name })).toBe(false);
  });

  it('refuses another type without uploading it', async () => {
    const requests = mockFetch(() => jsonResponse({ url: '/uploads/x.png' }, 201));
    renderRoutes([
      { path: '/', element: <DocumentUploadField label="Payment receipt" onChange={vi.fn()} /> },
    ]);
    await pick(new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Invalid file type')).toBeTruthy();
    expect(screen.getByText('Please select a correct format!')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('uploads at once and reports the URL', async () => {
    localStorage.setItem('userToken', 'token');
    const requests = mockFetch(() => jsonResponse({ url: '/uploads/x.png' }, 201));
    const onChange = vi.fn();
    renderRoutes([
      { path: '/', element: <DocumentUploadField label="Payment receipt" onChange={onChange} /> },
    ]);
    await pick(new File(['x'], 'receipt.png', { type: 'image/png' }));
    expect(onChange).toHaveBeenCalledWith({ url: null, uploading: true });
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith({ url: '/uploads/x.png', uploading: false }),
    );
    expect(screen.getByText('receipt.png')).toBeTruthy();
    expect(requests[0]?.url).toBe('/api/upload-file');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer token');
  });

  it("shows the server's reason when the upload fails", async () => {
    mockFetch(() => jsonResponse({ error: 'VALIDATION_ERROR', message: 'That file is not an image.' }, 400));
    renderRoutes([
      { path: '/', element: <DocumentUploadField label="Payment receipt" onChange={vi.fn()} /> },
    ]);
    await pick(new File(['x'], 'receipt.png', { type: 'image/png' }));
    expect(await screen.findByText('Upload Failed')).toBeTruthy();
    expect(screen.getByText('That file is not an image.')).toBeTruthy();
  });
});
