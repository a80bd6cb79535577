import { DeleteOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { MAX_FEED_IMAGES } from '@shop/contract/areas/feed';
import { Button, Flex, Typography, theme } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageUpload, type ImageValue } from '../../components/image-upload';

const THUMB = 88;

/** `images` with the one at `from` moved to `to`. */
function moved(images: readonly ImageValue[], from: number, to: number): ImageValue[] {
  const next = [...images];
  const [image] = next.splice(from, 1);
  if (image) next.splice(to, 0, image);
  return next;
}

export interface FeedImagesFieldProps {
  value?: ImageValue[];
  onChange?(images: ImageValue[]): void;
  id?: string;
  disabled?: boolean;
}

/**
 * A post's images (at most nine), each uploaded to the image store, put in order by their
 * earlier / later buttons, or removed. (Products drag theirs; a post's few images need only
 * the buttons, which the keyboard reaches too.)
 */
export function FeedImagesField({ value = [], onChange, id, disabled }: FeedImagesFieldProps) {
  const { t } = useTranslation('feed');
  const { token } = theme.useToken();
  // An upload ends later than the render that started it: add to the images as they are then.
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };
  return (
    <Flex vertical gap={8} id={id}>
      {value.length > 0 ? (
        <ul
          aria-label={t('images')}
          style={{ display: 'flex', flexWrap: 'wrap', gap: 8, margin: 0, padding: 0, listStyle: 'none' }}
        >
          {value.map((image, index) => {
            const n = index + 1;
            return (
              <li
                key={image.id}
                style={{
                  padding: 4,
                  border: `1px solid ${token.colorBorderSecondary}`,
                  borderRadius: token.borderRadius,
                }}
              >
                <img
                  src={image.url}
                  alt={t('imageAlt', { n })}
                  width={THUMB}
                  height={THUMB}
                  style={{ display: 'block', objectFit: 'cover', borderRadius: 4 }}
                />
                {disabled ? null : (
                  <Flex justify="center" gap={2}>
                    <Button
                      size="small"
                      type="text"
                      icon={<LeftOutlined />}
                      aria-label={t('moveImageLeft', { n })}
                      disabled={index === 0}
                      onClick={() => onChange?.(moved(value, index, index - 1))}
                    />
                    <Button
                      size="small"
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('removeImage', { n })}
                      onClick={() => onChange?.(value.filter((_, i) => i !== index))}
                    />
                    <Button
                      size="small"
                      type="text"
                      icon={<RightOutlined />}
                      aria-label={t('moveImageRight', { n })}
                      disabled={index === value.length - 1}
                      onClick={() => onChange?.(moved(value, index, index + 1))}
                    />
                  </Flex>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
      {disabled ? null : value.length < MAX_FEED_IMAGES ? (
        <ImageUpload
          value={null}
          onChange={(image) => {
            const now = latest.current;
            if (image && !now.value.some((v) => v.id === image.id)) now.onChange?.([...now.value, image]);
          }}
        />
      ) : (
        <Typography.Text type="secondary">{t('imagesFull', { max: MAX_FEED_IMAGES })}</Typography.Text>
      )}
    </Flex>
  );
}
