import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Progress, Space, Typography, theme, Upload, type UploadProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptedImageTypes, isTooLargeForUpload, megabytes } from '../lib/upload/upload-answer';
import { uploadImage } from '../lib/upload/upload-image';

/** An uploaded image as a form holds it: the media id to save and the URL to show. */
export interface ImageValue {
  id: number;
  url: string;
}

export interface ImageUploadProps {
  value?: ImageValue | null;
  onChange?(value: ImageValue | null): void;
  /** Set by `Form.Item`, so its label points at the file input. */
  id?: string;
  disabled?: boolean;
  /** The preview's alt text; "Uploaded image" when not given. */
  alt?: string;
}

interface Measured {
  url: string;
  width: number;
  height: number;
}

/**
 * A form control for one image (use it as a `Form.Item` child): uploads the chosen file to the
 * media store with a progress bar, then shows it with its size and offers to replace or remove
 * it. Refusals (too large here, not an image at the server) are shown under it; the previous
 * image stays. The preview is the server's URL, never a local `blob:`, so it shows what was stored.
 */
export function ImageUpload({ value, onChange, id, disabled, alt }: ImageUploadProps) {
  const { t } = useTranslation('upload');
  const { token } = theme.useToken();
  const [percent, setPercent] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [measured, setMeasured] = useState<Measured | null>(null);

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (!isTooLargeForUpload(file)) return true;
    setRefusal(t('tooLarge', { size: megabytes(file.size) }));
    return Upload.LIST_IGNORE;
  };

  // No abort handle goes back to Upload: it aborts on unmount, and a console tab kept in
  // <Activity> unmounts while hidden; the upload should finish and show when the tab returns.
  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    setRefusal(null);
    setPercent(0);
    uploadImage(file as Blob, { onProgress: setPercent }).then(
      (asset) => {
        setPercent(null);
        setMeasured({ url: asset.url, width: asset.width, height: asset.height });
        onChange?.({ id: asset.id, url: asset.url });
        onSuccess?.(asset);
      },
      (error: unknown) => {
        setPercent(null);
        setRefusal(error instanceof Error ? error.message : String(error));
        onError?.(error instanceof Error ? error : new Error(String(error)));
      },
    );
  };

  const uploading = percent !== null;
  const size = value && measured?.url === value.url ? measured : null;
  return (
    <Flex vertical gap={8} align="start">
      {value ? (
        <figure style={{ margin: 0 }}>
          <img
            src={value.url}
            alt={alt ?? t('preview')}
            onLoad={(event) => {
              const img = event.currentTarget;
              setMeasured({ url: value.url, width: img.naturalWidth, height: img.naturalHeight });
            }}
            style={{
              display: 'block',
              maxWidth: '100%',
              maxHeight: 160,
              objectFit: 'contain',
              border: `1px solid ${token.colorBorderSecondary}`,
              borderRadius: token.borderRadius,
              background: token.colorFillQuaternary,
            }}
          />
          {size ? (
            <figcaption style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>
              {t('dimensions', { width: size.width, height: size.height })}
            </figcaption>
          ) : null}
        </figure>
      ) : null}
      {uploading ? (
        <Progress percent={percent} size="small" style={{ width: 240 }} aria-label={t('uploading')} />
      ) : null}
      <Space wrap>
        <Upload
          id={id}
          accept={acceptedImageTypes}
          multiple={false}
          showUploadList={false}
          disabled={disabled || uploading}
          beforeUpload={beforeUpload}
          customRequest={customRequest}
        >
          <Button icon={<UploadOutlined />} loading={uploading} disabled={disabled}>
            {value ? t('replace') : t('choose')}
          </Button>
        </Upload>
        {value ? (
          <Button
            icon={<DeleteOutlined />}
            disabled={disabled || uploading}
            onClick={() => {
              setRefusal(null);
              onChange?.(null);
            }}
          >
            {t('remove')}
          </Button>
        ) : null}
      </Space>
      <Typography.Text type="secondary">{t('hint')}</Typography.Text>
      {refusal ? <Alert type="error" showIcon role="alert" title={refusal} /> : null}
    </Flex>
  );
}
