import type { ConfigEntry } from '@shop/contract/areas/config';
import type { ConfigValueType, ConfigWireValue } from '@shop/contract/areas/config-values';
import { Image, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const PREVIEW_CHARS = 80;

/** A value as a list or the history shows it: short text, Yes/No, a thumbnail for an image. */
export function ConfigValueText({
  type,
  value,
  imageUrl,
}: {
  type: ConfigValueType;
  value: ConfigWireValue | null;
  imageUrl?: ConfigEntry['imageUrl'];
}) {
  const { t } = useTranslation('config');
  if (value === null) return <Typography.Text type="secondary">{t('noValue')}</Typography.Text>;
  if (type === 'boolean') return <>{value === true ? t('yes') : t('no')}</>;
  if (type === 'image') {
    return imageUrl ? (
      <Image
        src={imageUrl}
        alt={t('imageAlt', { id: value })}
        width={48}
        height={48}
        style={{ objectFit: 'cover' }}
      />
    ) : (
      t('imageId', { id: value })
    );
  }
  const text = String(value);
  return (
    <Typography.Text code={type === 'json'} title={text.length > PREVIEW_CHARS ? text : undefined}>
      {text.length > PREVIEW_CHARS ? `${text.slice(0, PREVIEW_CHARS)}…` : text}
    </Typography.Text>
  );
}
