import { MAX_IMAGE_BYTES } from '@shop/contract/areas/media';
import { describe, expect, it } from 'vitest';
import { acceptedImageTypes, isTooLargeForUpload, megabytes, readUploadAnswer } from './upload-answer';

const asset = {
  id: 7,
  url: `/base/media/${'a'.repeat(64)}.png`,
  mime: 'image/png',
  size: 120,
  width: 4,
  height: 3,
  sha256: 'a'.repeat(64),
};

describe('isTooLargeForUpload', () => {
  it('lets exactly 5 MB through and refuses one byte more, as the server does', () => {
    expect(isTooLargeForUpload({ size: MAX_IMAGE_BYTES })).toBe(false);
    expect(isTooLargeForUpload({ size: MAX_IMAGE_BYTES + 1 })).toBe(true);
    expect(isTooLargeForUpload({ size: 0 })).toBe(false);
  });

  it('says the size in megabytes with one decimal', () => {
    expect(megabytes(6.25 * 1024 * 1024)).toBe('6.3');
  });
});

describe('acceptedImageTypes', () => {
  it('offers the four types the server takes', () => {
    expect(acceptedImageTypes).toBe('image/png,image/jpeg,image/webp,image/gif');
  });
});

describe('readUploadAnswer', () => {
  it('resolves a 20000 envelope with the stored asset', () => {
    expect(readUploadAnswer(200, JSON.stringify({ code: 20000, message: 'OK', data: asset }))).toEqual({
      ok: true,
      asset,
    });
  });

  it("keeps a refusal's envelope (code, key, params), whatever the status", () => {
    const tooLarge = {
      code: 41300,
      message: 'Images may be at most 5 MB',
      data: null,
      key: 'media.tooLarge',
      params: { max: 5 },
    };
    expect(readUploadAnswer(413, JSON.stringify(tooLarge))).toEqual({
      ok: false,
      status: 413,
      refusal: tooLarge,
    });
    const notImage = { code: 41500, message: 'Only PNG…', data: null, key: 'media.notAnImage', params: {} };
    expect(readUploadAnswer(415, JSON.stringify(notImage))).toMatchObject({
      ok: false,
      refusal: { code: 41500, key: 'media.notAnImage' },
    });
  });

  it('keeps a re-login code so the caller can offer signing in again', () => {
    const answer = readUploadAnswer(
      401,
      JSON.stringify({
        code: 50014,
        message: 'Token expired',
        data: null,
        key: 'session.expired',
        params: {},
      }),
    );
    expect(answer).toMatchObject({ ok: false, refusal: { code: 50014 } });
  });

  it('leaves the text to the caller when there is no envelope', () => {
    expect(readUploadAnswer(502, '<h1>Bad gateway</h1>')).toEqual({ ok: false, status: 502 });
    expect(readUploadAnswer(0, '')).toEqual({ ok: false, status: 0 });
    expect(readUploadAnswer(200, '"OK"')).toEqual({ ok: false, status: 200 });
    expect(readUploadAnswer(200, JSON.stringify({ message: 'no code' }))).toEqual({ ok: false, status: 200 });
  });

  it('does not take a 20000 whose data is not an asset', () => {
    expect(readUploadAnswer(200, JSON.stringify({ code: 20000, message: 'OK', data: { id: 1 } }))).toEqual({
      ok: false,
      status: 200,
    });
  });
});
