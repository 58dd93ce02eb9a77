import { MESSAGES } from '@app/shared/messages/messages';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { stubApi } from '../../../test/stub-api';
import { bodyOf, callsTo, resetStores } from '../../../test/test-helpers';
import { buildMedia, buildSignedUpload, jpegFile, UPLOAD_ID } from '../../../test/fixtures/media.fixture';
import type { TPhotoItem } from '../../lib/media/media-items';
import { installFakeXhr, lastPut } from '../../../test/fake-xhr';
import { PhotoUploader } from './photo-uploader';

const PHOTO_ID = '00000000-0000-4000-8000-0000000000f1';

/** The uploader with its list kept the way the wizard keeps it. */
function Photos({ max = 20 }: { max?: number }) {
  const [items, setItems] = useState<TPhotoItem[]>([]);
  return (
    <PhotoUploader
      items={items}
      max={max}
      container="listing"
      onChange={setItems}
      onAdd={(media) => setItems((list) => [...list, { media, caption: '' }])}
    />
  );
}

beforeEach(() => {
  resetStores();
  installFakeXhr();
});
afterEach(() => vi.unstubAllGlobals());

describe('Photo uploader', { timeout: 15_000 }, () => {
  it("with S3's signed POST policy, posts the policy fields and then the file as a form", async () => {
    const fields = { key: 'incoming/u1', 'Content-Type': 'image/jpeg', Policy: 'cG9saWN5', 'X-Amz-Signature': 'abc' };
    const signed = {
      ...buildSignedUpload(),
      signed: { ...buildSignedUpload().signed, signedRequest: 'https://files.example.com/photos', fields },
    };
    stubApi({ 'GET /images/sign': { data: signed }, 'POST /images': { data: buildMedia(PHOTO_ID) } });
    await renderWithApp(<Photos />);
    await userEvent.upload(await screen.findByLabelText('Add photos'), jpegFile('house.jpg'));

    const post = await lastPut();
    expect([post.method, post.url]).toEqual(['POST', 'https://files.example.com/photos']);
    expect(post.headers).toEqual({});
    const form = post.body as FormData;
    expect([...form.keys()]).toEqual(['key', 'Content-Type', 'Policy', 'X-Amz-Signature', 'file']);
    expect((form.get('file') as File).name).toBe('house.jpg');
    act(() => post.respond(204));
    expect(await screen.findByRole('img', { name: 'photo 1' })).toHaveAttribute('src', buildMedia(PHOTO_ID).url);
  });

  it('signs the upload, PUTs the bytes with Content-Type and Content-Disposition showing progress, confirms, and adds the photo', async () => {
    const fetchMock = stubApi({ 'GET /images/sign': { data: buildSignedUpload() }, 'POST /images': { data: buildMedia(PHOTO_ID) } });
    await renderWithApp(<Photos />);
    await userEvent.upload(await screen.findByLabelText('Add photos'), jpegFile('house.jpg'));

    const put = await lastPut();
    const signUrl = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(signUrl.pathname).toBe('/api/v1/images/sign');
    expect(Object.fromEntries(signUrl.searchParams)).toEqual({ 'file-name': 'house.jpg', 'file-type': 'image/jpeg', access: 'public' });
    expect(put.method).toBe('PUT');
    expect(put.url).toBe(buildSignedUpload().signed.signedRequest);
    expect(put.headers).toEqual({ 'Content-Type': 'image/jpeg', 'Content-Disposition': 'inline; filename="house.jpg"' });

    act(() => put.progress(50, 100));
    expect(screen.getByRole('progressbar', { name: 'Uploading house.jpg' })).toHaveAttribute('aria-valuenow', '50');
    act(() => put.respond(200));

    expect(await screen.findByRole('img', { name: 'photo 1' })).toHaveAttribute('src', buildMedia(PHOTO_ID).url);
    expect(bodyOf(fetchMock, 'POST /images')).toEqual({
      uploadId: UPLOAD_ID,
      name: 'house.jpg',
      fileType: 'image/jpeg',
      access: 'public',
      container: 'listing',
    });
    expect(screen.getByText('1 of 20 photos')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("shows 'File could not upload, try another one' on a failed confirmation and drops the file", async () => {
    stubApi({
      'GET /images/sign': { data: buildSignedUpload() },
      'POST /images': { status: 500, code: 'SAVE_FAILED', message: MESSAGES.saveFailed },
    });
    await renderWithApp(<Photos />);
    await userEvent.upload(await screen.findByLabelText('Add photos'), jpegFile('house.jpg'));
    act(() => void lastPut().then((put) => put.respond(200)));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`Could not add house.jpg: ${MESSAGES.fileCouldNotUpload}`);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('0 of 20 photos')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss house.jpg' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a file type it does not take before sending anything, and a cancelled upload goes without a confirmation', async () => {
    const fetchMock = stubApi({ 'GET /images/sign': { data: buildSignedUpload() } });
    await renderWithApp(<Photos />);
    const picker = await screen.findByLabelText('Add photos');
    await userEvent.upload(picker, new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }), { applyAccept: false });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.fileTypeNotAllowed);
    expect(callsTo(fetchMock, 'GET /images/sign')).toBe(0);

    await userEvent.upload(picker, jpegFile('porch.jpg'));
    await lastPut();
    const uploads = screen.getByRole('progressbar', { name: 'Uploading porch.jpg' }).closest('li') as HTMLElement;
    await userEvent.click(within(uploads).getByRole('button', { name: 'Cancel upload porch.jpg' }));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /images')).toBe(0);
  });
});
