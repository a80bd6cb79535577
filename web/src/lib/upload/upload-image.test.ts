import { messages } from '@shop/contract/messages';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signIn } from '../../../../server/src/test-support/test-app';
import { pngImage } from '../../../../server/src/test-support/test-images';
import { type ApiServer, recordFeedback, startApiServer } from '../../test-support/api-server';
import { setToken } from '../auth-cookie';
import { i18n, loadLanguage } from '../i18n';
import { ApiError, configureRequest } from '../request';
import { uploadImage } from './upload-image';

let server: ApiServer;
let shown: ReturnType<typeof recordFeedback>;

beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => server.close());

beforeEach(async () => {
  shown = recordFeedback();
  setToken(await signIn(server.testApp.app, 'admin'));
  configureRequest({ origin: '', timeoutMs: 5000, hasToken: () => true, relogin: () => {} });
});
afterEach(() => shown.restore());

const file = (bytes: Uint8Array, name: string, type: string) =>
  new File([new Uint8Array(bytes)], name, { type });

describe('uploadImage', () => {
  it('sends the image with the session token and resolves with the stored asset', async () => {
    // happy-dom sends no upload progress events; the browser test sees the bar.
    const asset = await uploadImage(file(pngImage(30, 20), 'banner.png', 'image/png'));
    expect(asset).toMatchObject({ mime: 'image/png', width: 30, height: 20 });
    expect(asset.url).toMatch(/^\/base\/media\/[0-9a-f]{64}\.png$/);
  });

  it('rejects a file that is not an image with the refusal in the console language', async () => {
    const notes = () => uploadImage(file(new TextEncoder().encode('hello'), 'notes.png', 'image/png'));
    const call = notes();
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({
      message: messages['media.notAnImage'],
      code: 41500,
      key: 'media.notAnImage',
    });
    await loadLanguage('ja');
    await i18n.changeLanguage('ja');
    try {
      const inJapanese = await notes().then(
        () => new ApiError('uploaded'),
        (error: ApiError) => error,
      );
      expect(inJapanese).toMatchObject({ code: 41500, key: 'media.notAnImage' });
      expect(inJapanese.message).not.toBe(messages['media.notAnImage']);
      expect(inJapanese.message).toMatch(/PNG/);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('names the limit a too-large image broke, from the refusal params', async () => {
    const big = pngImage(1200, 1700, { noise: true });
    await expect(uploadImage(file(big, 'big.png', 'image/png'))).rejects.toMatchObject({
      code: 41300,
      key: 'media.tooLarge',
      params: { max: 5 },
      message: 'Images may be at most 5 MB',
    });
  });

  it('offers re-login when the session is gone', async () => {
    setToken('never-issued');
    await expect(uploadImage(file(pngImage(2, 2), 'a.png', 'image/png'))).rejects.toMatchObject({
      code: 50008,
    });
    expect(shown.dialogs).toHaveLength(1);
    shown.dialogs[0]?.onCancel();
  });
});
