import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activeMember } from '@/test/fixtures';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { ProfilePictureField } from './profile-picture-field';

const member = activeMember;
const uploaded = '/uploads/2f1d6c0e-picture.png';

async function pick(file: File) {
  // The picker's "All files" choice lets a person pick any file.
  await userEvent.upload(screen.getByLabelText(/Change picture/), [file], { applyAccept: false });
}

describe('ProfilePictureField', () => {
  it('uploads a picture, saves it as the profile picture and confirms', async () => {
    localStorage.setItem('userToken', 'token');
    let answerUpload: () => void = () => undefined;
    const requests = mockFetch(({ url, body }) =>
      url === '/api/upload'
        ? new Promise<Response>((resolve) => {
            answerUpload = () => resolve(jsonResponse({ url: uploaded }, 201));
          })
        : jsonResponse({ ...member, ...(typeof body === 'object' ? body : {}) }),
    );
    const { queryClient } = renderRoutes([
      { path: '/', element: <ProfilePictureField name={member.name} imageUrl={null} /> },
    ]);
    expect(screen.queryByRole('button', { name: 'Remove picture' })).toBeNull();

    await pick(new File(['png'], 'me.png', { type: 'image/png' }));
    // Busy while the picture travels: the control says so and takes no second file.
    const input = await screen.findByLabelText<HTMLInputElement>(/Uploading/);
    expect(input.disabled).toBe(true);
    answerUpload();

    expect(await screen.findByText('Profile picture updated')).toBeTruthy();
    expect(requests.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'POST /api/upload',
      'PATCH /api/users/me',
    ]);
    expect(requests[1]?.body).toEqual({ profileImage: uploaded });
    // The member everyone reads (drawer, settings) now has the picture.
    await waitFor(() => expect(queryClient.getQueryData(['me'])).toMatchObject({ profileImage: uploaded }));
    expect(screen.getByLabelText<HTMLInputElement>('Change picture').disabled).toBe(false);
  });

  it('refuses a file that is not a picture without sending it', async () => {
    localStorage.setItem('userToken', 'token');
    const requests = mockFetch(() => jsonResponse({}));
    renderRoutes([{ path: '/', element: <ProfilePictureField name={member.name} imageUrl={null} /> }]);

    await pick(new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));

    expect(screen.getByText('Choose a PNG, JPEG, GIF or WebP picture.')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it("shows the server's reason when it refuses the picture", async () => {
    localStorage.setItem('userToken', 'token');
    mockFetch(({ url }) =>
      url === '/api/upload'
        ? jsonResponse({ url: uploaded }, 201)
        : jsonResponse(
            {
              error: 'VALIDATION_ERROR',
              message: 'A profile picture must be a PNG, JPEG, GIF or WebP image.',
            },
            400,
          ),
    );
    renderRoutes([{ path: '/', element: <ProfilePictureField name={member.name} imageUrl={null} /> }]);

    await pick(new File(['gif'], 'moving.gif', { type: 'image/gif' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'A profile picture must be a PNG, JPEG, GIF or WebP image.',
    );
    expect(screen.queryByText('Profile picture updated')).toBeNull();
  });

  it('says what it takes when the upload refuses a file that only looked like a picture', async () => {
    localStorage.setItem('userToken', 'token');
    const requests = mockFetch(() =>
      jsonResponse(
        {
          error: 'VALIDATION_ERROR',
          message:
            'This file type is not allowed. Upload an image (PNG, JPEG, GIF or WebP) or a video (MP4, WebM or MOV).',
        },
        400,
      ),
    );
    renderRoutes([{ path: '/', element: <ProfilePictureField name={member.name} imageUrl={null} /> }]);

    await pick(new File(['not a picture'], 'renamed.png', { type: 'image/png' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Choose a PNG, JPEG, GIF or WebP picture.');
    expect(requests).toHaveLength(1);
  });

  it('refuses a picture over 5 MB without sending it', async () => {
    localStorage.setItem('userToken', 'token');
    const requests = mockFetch(() => jsonResponse({}));
    renderRoutes([{ path: '/', element: <ProfilePictureField name={member.name} imageUrl={null} /> }]);

    await pick(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.jpg', { type: 'image/jpeg' }));

    expect(screen.getByRole('alert').textContent).toBe('The picture is too large: the limit is 5 MB.');
    expect(requests).toHaveLength(0);
  });

  it('removes the picture', async () => {
    localStorage.setItem('userToken', 'token');
    const requests = mockFetch(() => jsonResponse(member));
    renderRoutes([{ path: '/', element: <ProfilePictureField name={member.name} imageUrl={uploaded} /> }]);

    await userEvent.click(screen.getByRole('button', { name: 'Remove picture' }));

    expect(await screen.findByText('Profile picture removed')).toBeTruthy();
    expect(requests).toMatchObject([{ method: 'PATCH', url: '/api/users/me', body: { profileImage: null } }]);
  });
});
