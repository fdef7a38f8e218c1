import type { TUser } from '@hse/contracts/users';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api/client';
import { i18n } from '../i18n/i18n';
import { checkPhotoFile } from './photo-file-check';
import { PhotoUpload } from './photo-upload';

vi.mock('../api/client', () => ({
  api: { upload: vi.fn(), delete: vi.fn(), blob: vi.fn() },
}));

const USER = { fio: 'Иванов Иван', has_photo: false, updated_at: '2026-01-01T00:00:00.000Z' };
const KB = 1024;

function jpeg(size: number, name = 'me.jpg') {
  return new File([new Uint8Array(size)], name, { type: 'image/jpeg' });
}

function renderUpload(onChanged = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <PhotoUpload path="/profile/photo/" user={USER} onChanged={onChanged} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return screen.getByTestId('photo-input');
}

describe('checkPhotoFile', () => {
  it('accepts a jpg of at most 300 KB', () => {
    expect(checkPhotoFile(jpeg(300 * KB))).toBeNull();
    expect(checkPhotoFile({ name: 'PHOTO.JPEG', type: '', size: 10 })).toBeNull();
  });

  it('refuses other types and larger files', () => {
    expect(checkPhotoFile({ name: 'a.png', type: 'image/png', size: 10 })).toBe('validation.photo_format');
    expect(checkPhotoFile({ name: 'a.jpg', type: 'image/png', size: 10 })).toBe('validation.photo_format');
    expect(checkPhotoFile(jpeg(300 * KB + 1))).toBe('validation.photo_too_large');
  });
});

describe('PhotoUpload', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ru');
  });
  afterEach(cleanup);

  it('shows the spec hint beside the upload button', () => {
    renderUpload();
    expect(
      screen.getByText(
        'Фото должно отображать лицо от подбородка до макушки и слева направо; только jpg, не более 300 КБ',
      ),
    ).toBeTruthy();
  });

  it('refuses a png on the client with the translated message', () => {
    const input = renderUpload();
    fireEvent.change(input, { target: { files: [new File(['x'], 'me.png', { type: 'image/png' })] } });
    expect(screen.getByText('Неверный формат файла: нужен снимок jpg не больше 300 КБ')).toBeTruthy();
    expect(api.upload).not.toHaveBeenCalled();
  });

  it('refuses a 400 KB jpg on the client with the translated message', async () => {
    await i18n.changeLanguage('kk');
    const input = renderUpload();
    fireEvent.change(input, { target: { files: [jpeg(400 * KB)] } });
    expect(screen.getByText('Файл 300 КБ-тан үлкен')).toBeTruthy();
    expect(api.upload).not.toHaveBeenCalled();
  });

  it('uploads a valid jpg as the photo field and hands back the user', async () => {
    const saved = { ...USER, has_photo: true } as TUser;
    vi.mocked(api.upload).mockResolvedValue(saved);
    const onChanged = vi.fn();
    const input = renderUpload(onChanged);
    const file = jpeg(100 * KB);
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(onChanged.mock.calls[0]?.[0]).toBe(saved);
    const [path, form, method] = vi.mocked(api.upload).mock.calls[0] ?? [];
    expect(path).toBe('/profile/photo/');
    expect(method).toBe('PUT');
    expect((form as FormData).get('photo')).toBe(file);
  });
});
